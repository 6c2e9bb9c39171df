import * as crypto from 'node:crypto';

/** A random URL-safe secret for cookies and mailed links. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * The one-shot digest (Node ≥ 20.12) where there is one. It runs on every signed-in request (the
 * session cookie's stored id): a `createHash` object is native-backed, so each one outlived the
 * young-generation collections until a full one, which made garbage collection the largest cost
 * of a signed-in request (about 40% of its CPU in `npm run bench`).
 */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string })
  .hash;

/** What we store instead of the secret itself. */
export const hashToken = (token: string) =>
  oneShot
    ? oneShot('sha256', token, 'hex')
    : crypto.createHash('sha256').update(token).digest('hex');

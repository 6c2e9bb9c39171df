import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret for cookies and mailed links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What we store instead of the secret itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@server/db/client';
import { eq } from 'drizzle-orm';
import { appSecrets } from './schema';

/**
 * Links mailed to people without an account (a guest's order, a booking to change, a card payment
 * link): the subject (an order or booking id) and an expiry, signed with HMAC-SHA256 under the
 * server's `links` secret for one purpose, so a link made for one thing opens nothing else. Nothing
 * is stored per link: every mail about a booking can carry a fresh one, and a link stays good until
 * its expiry (the subject's own state, e.g. a cutoff or "already paid", decides what it may do).
 *
 * The token is `<subject, base64url>.<expiry in unix seconds>.<mac, base64url>`, URL-safe.
 */
export interface LinkSigner {
  sign(purpose: string, subject: string, expiresAt: Date): string;
  /** The subject, or null for a forged, altered, other-purpose or expired token. */
  verify(purpose: string, token: string, now?: Date): string | null;
}

const SECRET_NAME = 'links';

export function createLinkSigner(secret: string): LinkSigner {
  const mac = (purpose: string, subject: string, expiry: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}\n${expiry}`).digest();
  return {
    sign(purpose, subject, expiresAt) {
      const expiry = String(Math.floor(expiresAt.getTime() / 1000));
      const encoded = Buffer.from(subject, 'utf8').toString('base64url');
      return `${encoded}.${expiry}.${mac(purpose, subject, expiry).toString('base64url')}`;
    },
    verify(purpose, token, now = new Date()) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [encoded = '', expiry = '', given = ''] = parts;
      if (!/^\d{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{1,200}$/.test(encoded)) return null;
      const subject = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = mac(purpose, subject, expiry);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      if (Number(expiry) * 1000 <= now.getTime()) return null;
      return subject;
    },
  };
}

/**
 * The shared secret: `configured` (LINK_SECRET) when the operator sets one, else the one stored in
 * the database, made on first start. Two instances starting at once both insert-if-absent and then
 * read the same row.
 */
export async function loadLinkSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The link secret could not be stored.');
  return row.value;
}

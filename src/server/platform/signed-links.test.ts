import { createTestDatabase, testDatabaseKinds } from '@test/support/databases';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLinkSigner, loadLinkSecret } from './signed-links';

const signer = createLinkSigner('a-test-secret-of-at-least-32-characters!');
const later = new Date(Date.now() + 3600_000);

describe('signed links', () => {
  it('gives back the subject it signed, for the same purpose only', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), (subject) => {
        const token = signer.sign('booking', subject, later);
        expect(token).toMatch(/^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]+$/);
        expect(signer.verify('booking', token)).toBe(subject);
        expect(signer.verify('order', token)).toBeNull();
      }),
    );
  });

  it('refuses an expired, altered or foreign token', () => {
    const token = signer.sign('order', '42', later);
    expect(signer.verify('order', token, new Date(later.getTime() + 1000))).toBeNull();
    const [subject, expiry, mac] = token.split('.');
    const other = Buffer.from('43').toString('base64url');
    expect(signer.verify('order', `${other}.${expiry}.${mac}`)).toBeNull();
    expect(signer.verify('order', `${subject}.${Number(expiry) + 1}.${mac}`)).toBeNull();
    expect(signer.verify('order', `${subject}.${expiry}.${mac}x`)).toBeNull();
    expect(signer.verify('order', 'not-a-token')).toBeNull();
    expect(signer.verify('order', '')).toBeNull();
    const stranger = createLinkSigner('another-secret-of-at-least-32-characters');
    expect(stranger.verify('order', token)).toBeNull();
  });

  for (const kind of testDatabaseKinds()) {
    it(`keeps one secret in the database for every instance (${kind})`, async () => {
      const db = await createTestDatabase(kind);
      try {
        const [first, second] = await Promise.all([
          loadLinkSecret(db.database.db),
          loadLinkSecret(db.database.db),
        ]);
        expect(first).toHaveLength(43);
        expect(second).toBe(first);
        expect(await loadLinkSecret(db.database.db)).toBe(first);
        expect(await loadLinkSecret(db.database.db, 'configured-secret')).toBe('configured-secret');
      } finally {
        await db.dispose();
      }
    });
  }
});

import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, invitationState } from './staff-invitations';

const sent = new Date('2026-11-24T10:00:00Z');
const expiresAt = new Date(sent.getTime() + INVITATION_TTL_MS);
const later = (ms: number) => new Date(sent.getTime() + ms);

describe('invitationState', () => {
  it.each([
    ['no row', undefined, later(0), 'unknown'],
    ['fresh', { acceptedAt: null, revokedAt: null, expiresAt }, later(0), 'open'],
    [
      'a minute before 72 h',
      { acceptedAt: null, revokedAt: null, expiresAt },
      later(INVITATION_TTL_MS - 60_000),
      'open',
    ],
    [
      'at 72 h',
      { acceptedAt: null, revokedAt: null, expiresAt },
      later(INVITATION_TTL_MS),
      'expired',
    ],
    [
      'used, then expired',
      { acceptedAt: later(5), revokedAt: null, expiresAt },
      later(INVITATION_TTL_MS * 2),
      'used',
    ],
    ['revoked', { acceptedAt: null, revokedAt: later(5), expiresAt }, later(10), 'revoked'],
    [
      'revoked, then expired',
      { acceptedAt: null, revokedAt: later(5), expiresAt },
      later(INVITATION_TTL_MS * 2),
      'revoked',
    ],
  ] as const)('%s', (_name, row, at, state) => {
    expect(invitationState(row, at)).toBe(state);
  });

  it('is 72 hours', () => {
    expect(INVITATION_TTL_MS).toBe(259_200_000);
  });
});

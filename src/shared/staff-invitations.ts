/**
 * The state of a staff invitation link, one rule for the server's answer and
 * its refusal: accepted beats revoked beats expired; a link with no row is unknown.
 */
export type InvitationState = 'open' | 'used' | 'expired' | 'revoked' | 'unknown';

export interface InvitationMoments {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

export function invitationState(row: InvitationMoments | undefined, at: Date): InvitationState {
  if (!row) return 'unknown';
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= at.getTime() ? 'expired' : 'open';
}

/** A link lives this long after it is mailed (a resend mails a new one). */
export const INVITATION_TTL_MS = 72 * 3_600_000;

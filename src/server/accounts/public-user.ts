import type { PublicUser } from '@shared/schemas/auth';
import type { UserRow } from './repository';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  emailVerified: user.emailVerifiedAt !== null,
});

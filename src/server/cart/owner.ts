import { hashToken } from '@server/platform/tokens';
import { eq, type SQL } from 'drizzle-orm';
import { cartItems } from './schema';

/**
 * Whose cart: a signed-in diner's (their user id) or a guest's (the digest of the random id in
 * the guest's cookie; docs/decisions/031-guest-checkout.md). Every statement of the cart is scoped
 * by one owner, so a line id copied from another cart matches nothing.
 */
export type CartOwner = { userId: string } | { guestKey: string };

export const userCart = (userId: string): CartOwner => ({ userId });

/** The owner of a guest cart from the cookie's secret (the secret itself is never stored). */
export const guestCart = (cookieSecret: string): { guestKey: string } => ({
  guestKey: hashToken(cookieSecret),
});

/** The WHERE condition selecting the owner's lines. */
export const ownedBy = (owner: CartOwner): SQL =>
  'userId' in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.guestKey, owner.guestKey);

/** The columns a new line of this owner gets. */
export const ownerColumns = (owner: CartOwner) =>
  'userId' in owner
    ? { userId: owner.userId, guestKey: null }
    : { userId: null, guestKey: owner.guestKey };

/** One key per cart for the in-memory line cache (user ids and digests cannot collide). */
export const ownerKey = (owner: CartOwner) =>
  'userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestKey}`;

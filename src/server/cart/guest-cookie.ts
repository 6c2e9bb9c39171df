import { requireCustomer } from '@server/accounts';
import type { Config } from '@server/config';
import { newToken } from '@server/platform/tokens';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CartOwner, guestCart, userCart } from './owner';
import type { CartService } from './service';

/** The guest's cart id (docs/decisions/031-guest-checkout.md): random, httpOnly, stored hashed. */
export const GUEST_CART_COOKIE = 'tavola_cart';
/** A guest's cart is kept for 30 days after its last change (each change renews the cookie). */
const GUEST_CART_DAYS = 30;
const wellFormed = /^[\w-]{40,64}$/;

/** The cookie's secret when it is one we could have made, else undefined. */
function guestSecret(request: FastifyRequest): string | undefined {
  const value = request.cookies[GUEST_CART_COOKIE];
  return value && wellFormed.test(value) ? value : undefined;
}

/**
 * Whose cart a request reads: the signed-in diner's (staff are refused, they have no cart), else
 * the guest's from the cookie, else nobody's yet (null: an empty cart, nothing to change).
 */
export function cartOwnerOf(request: FastifyRequest): CartOwner | null {
  if (request.user) return userCart(requireCustomer(request).id);
  const secret = guestSecret(request);
  return secret ? guestCart(secret) : null;
}

/** The guest cart a signed-out request's cookie names (guest checkout), or null when it has none. */
export function guestCartOf(request: FastifyRequest): { guestKey: string } | null {
  const secret = guestSecret(request);
  return secret ? guestCart(secret) : null;
}

/** Whose cart an addition goes to: a guest without a cookie gets one (and a cart) now. */
export function cartOwnerForAdding(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): CartOwner {
  const known = cartOwnerOf(request);
  const secret = request.user ? undefined : (guestSecret(request) ?? newToken());
  if (secret)
    reply.setCookie(GUEST_CART_COOKIE, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: GUEST_CART_DAYS * 86_400,
    });
  return known ?? guestCart(secret as string);
}

/**
 * Called by the accounts domain after a diner signs in: the guest's lines join the account's cart
 * (summed, capped), and the cookie goes, so the next guest on this browser starts empty.
 */
export function mergeAtSignIn(cart: CartService) {
  return async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const secret = guestSecret(request);
    if (!secret) return;
    await cart.mergeGuestCart(guestCart(secret), userId);
    reply.clearCookie(GUEST_CART_COOKIE, { path: '/' });
  };
}

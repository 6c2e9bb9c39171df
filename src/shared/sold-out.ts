import { instantOfWallClock, zonedDatePlusDays } from './zoned-time';

/**
 * Sold out: a dish or one choice of a dish's option group is off sale "for
 * today" (back by itself at the restaurant's next midnight) or "until turned back"; a dish may
 * also count its portions left, and reaching 0 makes it sold out. Pure rules, no clock of their
 * own: the server stores the until-instant, the menu and the payment read them at an instant.
 * No zod here (the menu's first load reads these texts): the wire shapes are sold-out-schema.ts.
 */

export const SOLD_OUT_MODES = ['today', 'manual', 'off'] as const;
export type SoldOutMode = (typeof SOLD_OUT_MODES)[number];

/** A stock count the kitchen types: portions left, 0 to 9,999. */
export const STOCK_MAX = 9999;

export interface SoldOutState {
  /** Marked sold out by staff (for today or until turned back). */
  soldOut: boolean;
  /** When a "for today" mark ends; null = until turned back. */
  soldOutUntil: Date | null;
  /** Portions left; null = not counted. */
  stock?: number | null;
}

/**
 * The instant a "for today" mark ends: the start of the next day on the restaurant's clock. A
 * midnight the clocks skip (Santiago, Havana...) is the moment they jump to; a day of 23 or 25
 * hours ends at its own next midnight, never 24 hours later.
 */
export function startOfNextDay(now: Date, timeZone: string): Date {
  return instantOfWallClock(zonedDatePlusDays(now, 1, timeZone), '00:00', timeZone);
}

/** What a staff mark stores: sold out or not, and until when. */
export function soldOutMark(
  mode: SoldOutMode,
  now: Date,
  timeZone: string,
): { soldOut: boolean; soldOutUntil: Date | null } {
  if (mode === 'off') return { soldOut: false, soldOutUntil: null };
  if (mode === 'manual') return { soldOut: true, soldOutUntil: null };
  return { soldOut: true, soldOutUntil: startOfNextDay(now, timeZone) };
}

/** Whether the dish or choice is off sale at `now`. */
export function isSoldOut(state: SoldOutState, now: Date): boolean {
  if (state.stock === 0) return true;
  if (!state.soldOut) return false;
  return state.soldOutUntil === null || state.soldOutUntil.getTime() > now.getTime();
}

/**
 * The next instant at which `isSoldOut` may change by itself (a "for today" mark running out), or
 * null: the menu's cache is rebuilt then.
 */
export function soldOutChangesAt(state: SoldOutState, now: Date): Date | null {
  if (state.stock === 0 || !state.soldOut || state.soldOutUntil === null) return null;
  return state.soldOutUntil.getTime() > now.getTime() ? state.soldOutUntil : null;
}

export const soldOutTexts = {
  badge: 'Sold out',
  forToday: 'Sold out today',
  untilTurnedBack: 'Sold out until turned back',
  backOnSale: 'Back on sale',
  noPortionsLeft: 'No portions left',
  modeNeeded: 'Say whether the choice is sold out for today, until turned back, or back on sale.',
  stockLeft: (n: number) => (n === 1 ? '1 portion left' : `${n} portions left`),
  cartLine: 'Sold out. Remove it to check out.',
  dishSoldOut: (name: string) => `${name} is sold out.`,
  checkoutRefused: (names: string) =>
    `Sorry, ${names} sold out. Remove it from your cart to check out; nothing was charged.`,
  /** The race lost after the diner paid: the payment is refused and refunded once. */
  lostAfterPayment:
    'Sorry, a dish in your order sold out while you were paying. Your payment is being refunded in full.',
  stockRange: `Portions left must be a whole number from 0 to ${STOCK_MAX}.`,
  panelHeading: 'Sold out today',
  panelSearch: 'Find a dish',
  panelSearchPlaceholder: 'Diavola, Zobo…',
  panelLoadFailed: 'The dishes could not be loaded. Reload the page to try again.',
  panelNoMatch: 'No dish matches.',
  panelNothingOut: 'Nothing is sold out.',
  choiceNotFound: 'This choice is not on this dish.',
} as const;

/** The event name of GET /api/menu/events: the menu changed, reload it. */
export const MENU_STREAM_EVENT = 'menu';

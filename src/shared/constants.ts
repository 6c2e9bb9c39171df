/**
 * Business constants of docs/storefront-spec.md (§9) and of docs/decisions/, shared by client and
 * server.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const PAGE_SIZE = 4;
export const MENU_CATEGORIES = [
  'Pizza',
  'Burger',
  'Pasta',
  'Salad',
  'Cheese',
  'Drinks',
  'Steak',
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
export const DELIVERY_OPTIONS = ['Home Delivery', 'Pickup Station'] as const;
/** The option collected at the restaurant: no address asked, no delivery fee. */
export const PICKUP_OPTION = 'Pickup Station' satisfies (typeof DELIVERY_OPTIONS)[number];
export const DELIVERY_FEE_MINOR = 500_00;
/** The delivery fee of an option: none for pickup. */
export const deliveryFeeOf = (option: (typeof DELIVERY_OPTIONS)[number] | null): number =>
  option === PICKUP_OPTION ? 0 : DELIVERY_FEE_MINOR;
export const CURRENCY = 'NGN';
export const RESERVATION_TIME_SLOTS = ['12:00', '14:00', '16:00', '18:00', '20:00'] as const;
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_SHORT_AUTO_CLOSE_MS = 3000;

export const BUSINESS = {
  name: 'Tavola',
  tagline: 'Kitchen & Table',
  street: '14 Admiralty Way, Lekki Phase 1, Lagos',
  phone: '+234 803 555 0147',
  email: 'hello@tavola.example',
} as const;

export const PROMO_MENUS = [
  { path: '/Cocktail-menu', title: 'Cocktail menu' },
  { path: '/Wine-menu', title: 'Wine menu' },
  { path: '/Group-menu', title: 'Group menu' },
  { path: '/Children-menu', title: 'Children menu' },
  { path: '/Steak-menu', title: 'Steak menu' },
] as const;

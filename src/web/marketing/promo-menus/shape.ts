/** What a promotional menu holds, and the helpers its pages are written with. */

import { PROMO_MENUS } from '@shared/constants';
import type { FeaturedDishSlug } from '@shared/featured-dishes';

export type PromoSlug = (typeof PROMO_MENUS)[number]['path'] extends `/${infer S}` ? S : never;

export interface PromoItem {
  name: string;
  description?: string;
  /** Integer kobo, shown with formatMoney. */
  priceMinor: number;
  /** What the price buys when it is not one plate or one glass, e.g. "per guest". */
  unit?: string;
  /** The menu's dish this item is, when it is ordered online; without one it is served in house. */
  dish?: FeaturedDishSlug;
}

export interface PromoSection {
  heading: string;
  note?: string;
  items: PromoItem[];
}

export interface PromoMenu {
  slug: PromoSlug;
  title: string;
  /** One line for the promotional block on the Menu page. */
  teaser: string;
  /** The menu's dishes the teaser names, and the menu page where they are ordered. */
  order?: { dishes: FeaturedDishSlug[]; label: string; to: string };
  eyebrow: string;
  intro: string;
  art: { src: string; alt: string };
  sections: PromoSection[];
  /** House rules a diner should know before ordering (age, group size, allergies...). */
  notes: string[];
}

/** Prices are written in naira and kept in integer kobo. */
export const naira = (amount: number) => Math.round(amount * 100);
export const titleOf = (slug: PromoSlug) =>
  PROMO_MENUS.find((promo) => promo.path === `/${slug}`)?.title ?? slug;

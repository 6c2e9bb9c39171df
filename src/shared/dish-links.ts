// Apart from featured-dishes.ts, which the home page loads first: only the menu's cards and the
// promotional menu pages need the anchors.
import { type FeaturedDishSlug, featuredDishes, menuPageOf } from './featured-dishes';

/** The anchor of a dish's card on the menu, from its name ("Suya Flank Steak" -> menu-dish-suya-flank-steak). */
export const dishAnchorOf = (name: string) =>
  `menu-dish-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Where a promotional menu's item leads: its dish's card on the menu page of its category. */
export const dishPageOf = (slug: FeaturedDishSlug) =>
  `${menuPageOf(slug)}#${dishAnchorOf(featuredDishes[slug].name)}`;

/**
 * The dishes the marketing pages (home, gallery, promotional blocks) name by name, with the menu
 * category each is on. The demo menu serves every one of them, so a diner who follows a call to
 * action finds the dish that made them click; `src/server/seed/featured-dishes.test.ts` fails when
 * the demo menu and these names part ways.
 */

/** The demo menu's category for the Lagos plates the home page's "Explore the Locals" names. */
export const LOCAL_FAVOURITES = 'Local favourites';

export const featuredDishes = {
  'smoky-party-jollof': { name: 'Smoky Party Jollof', category: LOCAL_FAVOURITES },
  'peppered-asun': { name: 'Peppered Asun', category: LOCAL_FAVOURITES },
  'catfish-pepper-soup': { name: 'Catfish Pepper Soup', category: LOCAL_FAVOURITES },
  'ofada-rice-ayamase': { name: 'Ofada Rice with Ayamase', category: LOCAL_FAVOURITES },
  'whole-grilled-croaker': { name: 'Whole Grilled Croaker', category: LOCAL_FAVOURITES },
  'suya-pizza': { name: 'Suya Pizza', category: 'Pizza' },
  'efo-riro': { name: 'Efo Riro', category: 'Vegetables' },
  'verdure-grigliate': { name: 'Verdure Grigliate', category: 'Vegetables' },
  'ewa-agoyin': { name: 'Ewa Agoyin', category: 'Vegetables' },
  'puff-puff': { name: 'Puff-Puff', category: 'Snacks' },
  'beef-suya-skewers': { name: 'Beef Suya Skewers', category: 'Snacks' },
  'calamari-fritti': { name: 'Calamari Fritti', category: 'Snacks' },
  'meat-pie': { name: 'Meat Pie', category: 'Pastries' },
  'fish-roll': { name: 'Fish Roll', category: 'Pastries' },
  cannoli: { name: 'Cannoli Siciliani', category: 'Pastries' },
  chapman: { name: 'Chapman', category: 'Drinks' },
  zobo: { name: 'Zobo', category: 'Drinks' },
  'palm-wine': { name: 'Palm Wine', category: 'Drinks' },
  'suya-flank-steak': { name: 'Suya Flank Steak', category: 'Steak' },
  'skirt-steak-chimichurri': { name: 'Skirt Steak with Chimichurri', category: 'Steak' },
  'ribeye-peppercorn': { name: 'Ribeye with Peppercorn Sauce', category: 'Steak' },
} as const satisfies Record<string, { name: string; category: string }>;

export type FeaturedDishSlug = keyof typeof featuredDishes;

/** The menu's page of a category, where its dishes are ordered. */
export const categoryPageOf = (category: string) =>
  `/Menu?category=${encodeURIComponent(category)}`;

/** Where a call to action naming this dish leads: the menu page of its category. */
export const menuPageOf = (slug: FeaturedDishSlug) => categoryPageOf(featuredDishes[slug].category);

import { type CatalogCategory, toCatalogCategory } from '@shared/catalog-view';
import { LOCAL_FAVOURITES } from '@shared/featured-dishes';

/** One line under the heading for each category of the menu page. */
export const categoryBlurbs: Record<CatalogCategory, string> = {
  Pizza: 'Neapolitan dough, proved for 48 hours and baked in our wood-fired oven.',
  Burger: 'Beef ground in-house every morning, in brioche buns from our bakery.',
  Pasta: 'Classic Italian plates beside the jollof spaghetti Lagos asks for.',
  Salad: 'Crisp, bright plates dressed to order.',
  Cheese: 'Italian and French cheeses, and fried wara from our Fulani supplier.',
  Drinks: 'Chapman, zobo and palm wine next to the spritz and the espresso.',
  Steak: 'Charcoal-grilled cuts, rested and sliced to share.',
  Vegetables: 'Market vegetables, slow-cooked or straight off the grill.',
  Snacks: 'Small plates and street favourites for sharing, or not.',
  Pastries: 'Baked every morning: from meat pies to cannoli.',
};

/** The demo menu's own category beyond the ten, which the home page sends diners to. */
const localFavouritesBlurb =
  'Jollof from the big pot, pepper soup, ofada rice and asun: the plates Lagos grew up on.';

/** The line under a category's heading; a category the owner added gets a plain one. */
export function categoryBlurb(name: string): string {
  if (name.trim().toLowerCase() === LOCAL_FAVOURITES.toLowerCase()) return localFavouritesBlurb;
  const known = toCatalogCategory(name);
  return known ? categoryBlurbs[known] : `Today's ${name.toLowerCase()} from our kitchen.`;
}

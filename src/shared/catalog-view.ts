import { MENU_CATEGORIES } from './constants';

// The menu's categories and texts without zod, so the Menu page (prerendered, then hydrated) does
// not evaluate the schema library on its first load: that alone was its longest task.

/** Categories beyond the menu dropdown: the home page tabs and the static menu list use them. */
export const EXTRA_CATEGORIES = ['Vegetables', 'Snacks', 'Pastries'] as const;
export const CATALOG_CATEGORIES = [...MENU_CATEGORIES, ...EXTRA_CATEGORIES] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** Matches a category case-insensitively (links mix case: ?category=pizza), else null. */
export function toCatalogCategory(value: string | null | undefined): CatalogCategory | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return CATALOG_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

export const MENU_SEARCH_MAX_LENGTH = 80;

export const catalogTexts = {
  chooseCategory: 'Choose a category',
  noMenuForCategory: 'No menu found for the chosen category',
  foodNotFound: 'Food cannot be found. Try searching another item.',
  fetchError: 'An error occurred while fetching data.',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  favorite: 'Favorite',
  dishNotFound: 'This dish is not on the menu.',
  dishUnavailable: 'This dish is not available right now.',
  queryNeeded: 'Choose a category or type a meal name.',
  onlyOneQuery: 'Search by category or by meal name, not both.',
} as const;

/** The menu's Favourites view: the dishes hearted on this device. */
export const favouritesTexts = {
  toggle: 'Favourites',
  title: 'Your favourites',
  lead: 'The dishes you marked with ♥ on this device, from every category.',
  empty: 'No favourites yet. Tap ♥ on a dish to keep it here.',
  back: 'Back to the menu',
} as const;

/** The whole menu on one page (/Menu with no category): every category in turn, under its tab. */
export const fullMenuTexts = {
  tabsLabel: 'Menu categories',
  lead: 'Everything we cook today, category by category. Jump with the tabs, or pick one category below.',
  loading: 'Loading dishes…',
  moreMenus: 'More of our menus',
  allHiddenHere: 'Your filters hide every dish of this category.',
  nothingToday: 'Nothing from this category today.',
  loadFailed: 'This category could not be loaded. Reload the page to try again.',
} as const;

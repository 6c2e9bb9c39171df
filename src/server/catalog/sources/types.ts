import type { MenuItem } from '@shared/catalog';

/**
 * Where the menu comes from. `local`: the restaurant's own dishes in the database (default).
 * `themealdb`: the public recipe database. The menu routes and the cart only see this interface.
 */
export interface CatalogSource {
  readonly kind: 'local' | 'themealdb';
  /** Available dishes of a category. */
  byCategory(category: string): Promise<MenuItem[]>;
  /** Available dishes whose name contains the text (case-insensitive). */
  byName(text: string): Promise<MenuItem[]>;
  /**
   * The dishes with these ids, hidden ones included (marked available: false), for pricing the
   * cart. Unknown ids are missing from the map.
   */
  findMany(ids: readonly string[]): Promise<Map<string, MenuItem>>;
}

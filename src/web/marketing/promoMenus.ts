import { cocktailMenu, wineMenu } from './promo-menus/drinks';
import { childrenMenu, groupMenu, steakMenu } from './promo-menus/food';
import type { PromoMenu } from './promo-menus/shape';

export type { PromoItem, PromoMenu, PromoSection, PromoSlug } from './promo-menus/shape';

/** The five promotional menus (spec: /Cocktail-menu, /Wine-menu, /Group-menu, /Children-menu, /Steak-menu). */
export const promoMenus: PromoMenu[] = [cocktailMenu, wineMenu, groupMenu, childrenMenu, steakMenu];

export function promoMenuFor(slug: string): PromoMenu | undefined {
  return promoMenus.find((menu) => menu.slug.toLowerCase() === slug.toLowerCase());
}

import { dishImage, seedCatalogOnce } from '@server/catalog';
import type { Db } from '@server/db/client';
import type { CatalogCategory } from '@shared/catalog';
import { DEMO_FOOD } from './demo-menu-food';
import { DEMO_MORE } from './demo-menu-more';

export interface DemoDish {
  slug: string;
  name: string;
  category: CatalogCategory;
  area: string;
  description: string;
  /** Naira; stored as kobo. */
  price: number;
}

/** The demo restaurant's menu: an Italian kitchen in Lagos, with Nigerian favourites beside it. */
export const DEMO_DISHES: DemoDish[] = [...DEMO_FOOD, ...DEMO_MORE];

/** Seeds the demo dishes on a database's first start (idempotent; admin edits are never undone). */
export async function seedDemoCatalog(db: Db): Promise<void> {
  await seedCatalogOnce(
    db,
    DEMO_DISHES.map((dish) => {
      const image = dishImage(dish.slug);
      return {
        slug: dish.slug,
        name: dish.name,
        description: dish.description,
        category: dish.category,
        area: dish.area,
        priceMinor: dish.price * 100,
        imageUrl: image.url,
        imageWidth: image.width,
        imageHeight: image.height,
      };
    }),
  );
}

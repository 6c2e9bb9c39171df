import { dishImage, type GroupsInput, seedCatalogOnce } from '@server/catalog';
import type { Db } from '@server/db/client';
import type { CatalogCategory } from '@shared/catalog';
import { LOCAL_FAVOURITES } from '@shared/featured-dishes';
import { DEMO_DIETARY } from './demo-dietary';
import { DEMO_FOOD } from './demo-menu-food';
import { DEMO_LOCAL } from './demo-menu-local';
import { DEMO_MORE } from './demo-menu-more';

export interface DemoDish {
  slug: string;
  name: string;
  category: CatalogCategory | typeof LOCAL_FAVOURITES;
  area: string;
  description: string;
  /** Naira; stored as kobo. */
  price: number;
}

/** The demo restaurant's menu: an Italian kitchen in Lagos, with Nigerian favourites beside it. */
export const DEMO_DISHES: DemoDish[] = [...DEMO_FOOD, ...DEMO_MORE, ...DEMO_LOCAL];

/** Categories the demo menu adds after the migrations' ten, in this order. */
export const DEMO_EXTRA_CATEGORIES = [LOCAL_FAVOURITES];

/** Every demo pizza's choices: a Size (Medium by default) and up to three Extras. */
export const DEMO_PIZZA_OPTIONS: GroupsInput = [
  {
    name: 'Size',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    choices: [
      { name: 'Small', deltaMinor: -1_000_00, available: true, isDefault: false },
      { name: 'Medium', deltaMinor: 0, available: true, isDefault: true },
      { name: 'Large', deltaMinor: 3_000_00, available: true, isDefault: false },
    ],
  },
  {
    name: 'Extras',
    required: false,
    minChoices: 0,
    maxChoices: 3,
    choices: [
      { name: 'Extra mozzarella', deltaMinor: 800_00, available: true, isDefault: false },
      { name: 'Olives', deltaMinor: 500_00, available: true, isDefault: false },
      { name: 'Chilli oil', deltaMinor: 300_00, available: true, isDefault: false },
    ],
  },
];

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
        allergens: DEMO_DIETARY[dish.slug]?.allergens ?? [],
        diets: DEMO_DIETARY[dish.slug]?.diets ?? [],
        spicy: DEMO_DIETARY[dish.slug]?.spicy ?? 0,
      };
    }),
    new Map(
      DEMO_DISHES.filter((dish) => dish.category === 'Pizza').map((dish) => [
        dish.slug,
        DEMO_PIZZA_OPTIONS,
      ]),
    ),
    DEMO_EXTRA_CATEGORIES,
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DishImage } from '../../shared/catalog';

/** The dish illustrations shipped with the app (src/server/catalog/images/*.svg), all 480 x 360. */
export const DISH_IMAGE_WIDTH = 480;
export const DISH_IMAGE_HEIGHT = 360;
export const DISH_IMAGE_PATH = '/media/dishes';

const imagesDir = fileURLToPath(new URL('./images/', import.meta.url));

export const dishImage = (slug: string): DishImage => ({
  url: `${DISH_IMAGE_PATH}/${slug}.svg`,
  width: DISH_IMAGE_WIDTH,
  height: DISH_IMAGE_HEIGHT,
});

/** Shown for an external recipe that has no usable picture. */
export const PLACEHOLDER_IMAGE = dishImage('placeholder');

/** The artwork, read once at start: a few kilobytes each, so memory is the fastest place to serve them from. */
export function loadDishImages(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(imagesDir)) {
    if (/^[a-z0-9-]+\.svg$/.test(name)) files.set(name, readFileSync(`${imagesDir}${name}`));
  }
  return files;
}

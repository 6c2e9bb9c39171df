import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fromAppRoot } from '@server/platform/app-root';
import type { DishImage } from '@shared/catalog';

/** The dish illustrations shipped with the app (src/server/catalog/images/*.svg), all 480 x 360. */
export const DISH_IMAGE_WIDTH = 480;
export const DISH_IMAGE_HEIGHT = 360;
export const DISH_IMAGE_PATH = '/media/dishes';

const imagesDir = `${fromAppRoot('src/server/catalog/images')}/`;

/** A short hash of an illustration's content: the `v` of its address. */
export const contentVersion = (content: Buffer) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 10);

const versions = new Map<string, string | null>();
function versionOf(slug: string): string | null {
  if (!versions.has(slug)) {
    let version: string | null = null;
    try {
      version = contentVersion(readFileSync(`${imagesDir}${slug}.svg`));
    } catch {
      version = null; // no such illustration: the route will answer 404
    }
    versions.set(slug, version);
  }
  return versions.get(slug) ?? null;
}

/**
 * An illustration's address carries a hash of its content (?v=...), so browsers may keep it for a
 * year: new artwork gets a new address. Addresses stored with an older hash still answer, with the
 * current picture and a short cache life.
 */
export const dishImage = (slug: string): DishImage => {
  const version = versionOf(slug);
  return {
    url: `${DISH_IMAGE_PATH}/${slug}.svg${version ? `?v=${version}` : ''}`,
    width: DISH_IMAGE_WIDTH,
    height: DISH_IMAGE_HEIGHT,
  };
};

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

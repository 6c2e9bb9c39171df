import { PLACEHOLDER_IMAGE } from '@server/catalog/images';
import { AppError } from '@server/errors';
import type { DishImage } from '@shared/catalog';
import type { FastifyBaseLogger } from 'fastify';

/** TheMealDB thumbnails are square JPEGs of 700 x 700 pixels. */
const THUMB_SIZE = 700;
const THUMB_DIR = '/images/media/meals/';
const FILE = /^[A-Za-z0-9_-]{1,80}\.(jpe?g|png|webp)$/;
const MAX_BYTES = 2_000_000;
const KEPT = 64;
export const RECIPE_IMAGE_PATH = '/media/recipes';

/**
 * Pictures of the public recipe database, passed through our own server: the storefront's
 * Content-Security-Policy allows images from our origin only, and visitors' browsers never
 * talk to the third party. Only files of the recipe database's own thumbnail folder can be
 * fetched (no open proxy), and the last few are kept in memory.
 */
export function createRecipeImages({
  apiUrl,
  log,
  timeoutMs = 5000,
}: {
  apiUrl: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  const origin = new URL(apiUrl).origin;
  const kept = new Map<string, { body: Buffer; type: string }>();

  return {
    /** Our URL for a thumbnail the recipe database gave, or the placeholder for anything else. */
    imageOf(thumb: string | null | undefined): DishImage {
      let url: URL;
      try {
        url = new URL(thumb?.trim() ?? '');
      } catch {
        return PLACEHOLDER_IMAGE;
      }
      const file = url.pathname.startsWith(THUMB_DIR) ? url.pathname.slice(THUMB_DIR.length) : '';
      if (url.origin !== origin || !FILE.test(file)) return PLACEHOLDER_IMAGE;
      return { url: `${RECIPE_IMAGE_PATH}/${file}`, width: THUMB_SIZE, height: THUMB_SIZE };
    },

    async fetch(file: string): Promise<{ body: Buffer; type: string }> {
      if (!FILE.test(file)) throw new AppError('not_found', 'No such image.');
      const hit = kept.get(file);
      if (hit) return hit;
      let image: { body: Buffer; type: string };
      try {
        const response = await fetch(`${origin}${THUMB_DIR}${file}`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        const type = response.headers.get('content-type') ?? '';
        if (response.status === 404) throw new AppError('not_found', 'No such image.');
        if (!response.ok || !type.startsWith('image/'))
          throw new Error(`HTTP ${response.status} ${type}`);
        const body = Buffer.from(await response.arrayBuffer());
        if (body.length > MAX_BYTES) throw new Error(`image of ${body.length} bytes`);
        image = { body, type };
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.warn({ err: error, file }, 'recipe picture could not be fetched');
        throw new AppError('unavailable', 'The picture could not be loaded.');
      }
      if (kept.size >= KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(file, image);
      return image;
    },
  };
}

export type RecipeImages = ReturnType<typeof createRecipeImages>;

/**
 * Prices for dishes from the public recipe database, which has none
 * (docs/decisions/002-departures-from-the-spec.md): a whole number
 * of naira from 10 to 50, derived from the recipe id so the same meal always costs the same on every
 * server and at checkout; 50 when the recipe has no id. Returned in minor units (kobo).
 */
export const EXTERNAL_PRICE_MIN_MAJOR = 10;
export const EXTERNAL_PRICE_MAX_MAJOR = 50;
export const EXTERNAL_DEFAULT_PRICE_MAJOR = 50;

export function externalPriceMinor(idMeal: string | null | undefined): number {
  const id = idMeal?.trim();
  if (!id) return EXTERNAL_DEFAULT_PRICE_MAJOR * 100;
  // FNV-1a: a fast, well-spread hash that is identical in every process (unlike Math.random).
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const span = EXTERNAL_PRICE_MAX_MAJOR - EXTERNAL_PRICE_MIN_MAJOR + 1;
  return (EXTERNAL_PRICE_MIN_MAJOR + (hash % span)) * 100;
}

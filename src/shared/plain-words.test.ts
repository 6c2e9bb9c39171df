import { describe, expect, it } from 'vitest';
import { adminTexts } from './admin';
import { attentionTexts } from './attention';
import { cartTexts } from './cart-view';
import { catalogTexts, favouritesTexts } from './catalog-view';
import { categoryTexts } from './categories';
import { optionsEditorTexts } from './dish-options-editor-texts';
import { refundStatusTexts } from './payments';
import { soldOutTexts } from './sold-out';

/** Every text of a texts module, its functions called with sample words and numbers. */
function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function')
    return allTexts((value as (...args: unknown[]) => unknown)('Size', 2, 3));
  if (value && typeof value === 'object') return Object.values(value).flatMap(allTexts);
  return [];
}

const modules = {
  adminTexts,
  attentionTexts,
  cartTexts,
  catalogTexts,
  categoryTexts,
  favouritesTexts,
  optionsEditorTexts,
  refundStatusTexts,
  soldOutTexts,
};

// Kitchen slang, the recipe database's field names and stilted phrasing an owner stumbles on.
const JARGON = [
  /\b86\b/,
  /Insert product/,
  /without a name/,
  /\(any more\)/,
  /not gone through/,
  /Being paid back/,
  /\barea \(cuisine\)/i,
];

describe('the words the back office and the storefront use', () => {
  it.each(Object.entries(modules))('%s says things as a person would', (_, texts) => {
    for (const text of allTexts(texts))
      for (const jargon of JARGON) expect(text, text).not.toMatch(jargon);
  });

  it('calls the dish field Cuisine and the kitchen panel Sold out today', () => {
    expect(adminTexts.area).toBe('Cuisine');
    expect(adminTexts.productsNav).toBe('Menu');
    expect(soldOutTexts.panelHeading).toBe('Sold out today');
  });

  it("keeps the spec's own words where it gives them", () => {
    expect(cartTexts.confirmDelete).toBe('Do you want to delete cart Item?');
    expect(catalogTexts.foodNotFound).toBe('Food cannot be found. Try searching another item.');
  });
});

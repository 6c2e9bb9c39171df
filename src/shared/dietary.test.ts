import { menuQuerySchema } from '@shared/catalog';
import {
  ALLERGENS,
  applyFilter,
  containsText,
  DIETS,
  type DietaryFilter,
  filterFromParams,
  passesFilter,
} from '@shared/dietary';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const filter = (hide: DietaryFilter['hide'], diets: DietaryFilter['diets'] = []) => ({
  hide,
  diets,
});
const margherita = { allergens: ['gluten', 'milk'], diets: ['vegetarian'], spicy: 0 };
const marinara = { allergens: ['gluten'], diets: ['vegan'], spicy: 0 };
const suya = { allergens: ['peanuts'], diets: ['halal', 'gluten-free'], spicy: 2 };
const plain = {};

describe('the 14 major allergens and the diets', () => {
  it('lists the EU/UK fourteen once each, with words and glyphs', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS.map((a) => a.code)).size).toBe(14);
    expect(new Set(ALLERGENS.map((a) => a.glyph)).size).toBe(14);
    expect(ALLERGENS.map((a) => a.word)).toContain('cereals containing gluten');
    expect(DIETS.map((d) => d.code)).toEqual(['vegetarian', 'vegan', 'halal', 'gluten-free']);
  });

  it.each([
    [margherita, 'Contains: cereals containing gluten, milk'],
    [{ allergens: ['milk', 'gluten', 'milk'] }, 'Contains: cereals containing gluten, milk'],
    [suya, 'Contains: peanuts'],
    [plain, ''],
  ])('says what %o contains: %s', (dish, text) => {
    expect(containsText(dish)).toBe(text);
  });
});

describe('the menu filter', () => {
  it.each([
    // dish, filter, kept?
    ['no filter keeps all', margherita, filter([]), true],
    ['hides a dish with the allergen', margherita, filter(['milk']), false],
    ['any of several allergens hides', margherita, filter(['peanuts', 'gluten']), false],
    ['keeps a dish without them', suya, filter(['milk', 'gluten']), true],
    ['a dish declaring nothing passes allergens', plain, filter(['peanuts']), true],
    ['vegetarian only keeps vegetarian', margherita, filter([], ['vegetarian']), true],
    ['a vegan dish is vegetarian', marinara, filter([], ['vegetarian']), true],
    ['a vegetarian dish is not vegan', margherita, filter([], ['vegan']), false],
    ['every asked diet must hold', suya, filter([], ['halal', 'vegetarian']), false],
    ['diets and allergens together', suya, filter(['milk'], ['halal', 'gluten-free']), true],
    ['a dish declaring nothing fails a diet', plain, filter([], ['halal']), false],
  ] as const)('%s', (_name, dish, f, kept) => {
    expect(passesFilter(dish, f)).toBe(kept);
  });

  it('counts what it hides and keeps the order of the rest', () => {
    expect(applyFilter([margherita, suya, marinara], filter(['gluten']))).toEqual({
      items: [suya],
      hidden: 2,
    });
  });

  it('never keeps a dish holding a hidden allergen (any dish, any filter)', () => {
    const codes = ALLERGENS.map((a) => a.code);
    fc.assert(
      fc.property(fc.subarray(codes), fc.subarray(codes), (dishHas, hide) => {
        const kept = passesFilter({ allergens: dishHas }, filter(hide));
        expect(kept).toBe(!hide.some((code) => dishHas.includes(code)));
      }),
    );
  });

  it('reads the address leniently, in the list order', () => {
    expect(filterFromParams('milk, peanuts,nope', 'vegan')).toEqual(
      filter(['milk', 'peanuts'], ['vegan']),
    );
    expect(filterFromParams(null, null)).toEqual(filter([]));
  });
});

describe('the menu query schema', () => {
  it.each([
    ['category=Pizza&hide=peanuts,milk', { hide: ['milk', 'peanuts'] }],
    ['category=Pizza&hide=Peanuts,,peanuts&diet=vegan', { hide: ['peanuts'], diet: ['vegan'] }],
    ['search=suya&diet=halal,gluten-free', { diet: ['halal', 'gluten-free'] }],
  ])('reads %s', (query, expected) => {
    const parsed = menuQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toMatchObject(expected);
  });

  it.each([
    ['category=Pizza&hide=nuts', 'Unknown allergen "nuts". Use one of: celery, gluten,'],
    ['category=Pizza&diet=keto', 'Unknown diet "keto". Use one of: vegetarian, vegan,'],
  ])('refuses %s with a clear message', (query, start) => {
    const result = menuQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message.startsWith(start)).toBe(true);
  });
});

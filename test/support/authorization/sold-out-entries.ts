import { expect } from 'vitest';
import { type Ctx, dishInput, type Entry, staff } from './kit';

/** Sold out: owner, manager and kitchen may switch it; host and customers not. */

const freshDish = async (c: Ctx) => {
  const dish = await c.t.services.catalog.addDish(dishInput(`Matrix Gnocchi ${Date.now()}`));
  const groups = await c.t.services.catalog.setDishOptions(dish.id, {
    groups: [
      {
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        choices: [{ name: 'Large', deltaMinor: 100, isDefault: true }],
      },
    ],
  });
  return { id: dish.id, choiceId: groups[0]?.choices[0]?.id ?? '' };
};

const soldOut = async (c: Ctx, id: string) =>
  (await c.t.services.catalog.findItem(id))?.soldOut === true;

export const soldOutEntries: Record<string, Entry> = {
  'PUT /api/admin/dishes/{id}/sold-out': {
    ...staff('soldout.edit'),
    setup: freshDish,
    call: (_c, _r, v) => ({
      url: `/api/admin/dishes/${v.id}/sold-out`,
      body: { mode: 'today', stock: null },
    }),
    intact: async (c, v) => expect(await soldOut(c, v.id!)).toBe(false),
  },
  'PUT /api/admin/dishes/{id}/choices/{choiceId}/sold-out': {
    ...staff('soldout.edit'),
    setup: freshDish,
    call: (_c, _r, v) => ({
      url: `/api/admin/dishes/${v.id}/choices/${v.choiceId}/sold-out`,
      body: { mode: 'manual' },
    }),
    intact: async (c, v) => {
      const item = await c.t.services.catalog.findItem(v.id!);
      expect(item?.options?.[0]?.choices[0]?.soldOut).toBeUndefined();
    },
  },
  'GET /api/menu/events': { expect: 'open', stream: true },
};

import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type Ctx, type Entry, json, staff } from './kit';

/** The menu's categories in the back office: staff with menu.edit. */

const newCategory = async (c: Ctx) => {
  const name = `Matrix ${randomBytes(3).toString('hex')}`;
  const created = await c.t.services.catalog.categoryManager.add({ name });
  return { id: created.id, name };
};
const categoryNamed = async (c: Ctx, id: string) =>
  (await c.t.services.catalog.categoryManager.list()).find((row) => row.id === id);

export const categoryEntries: Record<string, Entry> = {
  'GET /api/admin/categories': {
    ...staff('menu.edit'),
    check: (_c, _role, response) => {
      expect(json(response).categories.length).toBeGreaterThanOrEqual(10);
    },
  },
  'POST /api/admin/categories': {
    ...staff('menu.edit', 201),
    call: () => ({
      url: '/api/admin/categories',
      body: { name: `Matrix new ${randomBytes(3).toString('hex')}` },
    }),
  },
  'PATCH /api/admin/categories/{id}': {
    ...staff('menu.edit'),
    setup: newCategory,
    call: (_c, _r, v) => ({ url: `/api/admin/categories/${v.id}`, body: { hidden: true } }),
    intact: async (c, v) => expect((await categoryNamed(c, v.id!))?.hidden).toBe(false),
  },
  'POST /api/admin/categories/{id}/move': {
    ...staff('menu.edit'),
    setup: newCategory,
    call: (_c, _r, v) => ({ url: `/api/admin/categories/${v.id}/move`, body: { direction: 'up' } }),
    intact: async (c, v) => {
      const all = await c.t.services.catalog.categoryManager.list();
      expect(all.at(-1)?.id).toBe(v.id);
    },
  },
  'DELETE /api/admin/categories/{id}': {
    ...staff('menu.edit'),
    setup: newCategory,
    call: (_c, _r, v) => ({ url: `/api/admin/categories/${v.id}` }),
    intact: async (c, v) => expect(await categoryNamed(c, v.id!)).toBeDefined(),
  },
};

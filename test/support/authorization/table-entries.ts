import { randomBytes } from 'node:crypto';
import { diningTables } from '@server/reservations/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Ctx, type Entry, json, newReservationOfA, staff } from './kit';

/**
 * Tables: hosts see them and move bookings (reservations.manage); the settings
 * editors add, change and remove them (settings.edit). These run last in the matrix: once a
 * table exists, bookings are placed by tables.
 */

const tableBody = (name = `M ${randomBytes(3).toString('hex')}`) => ({
  name,
  minSeats: 1,
  maxSeats: 2,
  area: 'Inside',
});
const newTable = async (c: Ctx) => {
  const table = await c.t.services.reservations.tables.add({ ...tableBody(), joinsWith: [] });
  return { id: table.id, name: table.name };
};
const tableName = async (c: Ctx, id: string) =>
  (await c.t.db.database.db.select().from(diningTables).where(eq(diningTables.id, id)))[0]?.name;

export const tableEntries: Record<string, Entry> = {
  'GET /api/admin/tables': staff('reservations.manage'),
  'POST /api/admin/tables': {
    ...staff('settings.edit', 201),
    call: () => ({ url: '/api/admin/tables', body: tableBody() }),
  },
  'PUT /api/admin/tables/{id}': {
    ...staff('settings.edit'),
    setup: newTable,
    call: (_c, _r, v) => ({ url: `/api/admin/tables/${v.id}`, body: tableBody() }),
    intact: async (c, v) => expect(await tableName(c, v.id!)).toBe(v.name),
  },
  'DELETE /api/admin/tables/{id}': {
    ...staff('settings.edit'),
    setup: newTable,
    call: (_c, _r, v) => ({ url: `/api/admin/tables/${v.id}` }),
    intact: async (c, v) => expect(await tableName(c, v.id!)).toBe(v.name),
  },
  'POST /api/admin/reservations/{id}/table': {
    ...staff('reservations.manage'),
    // A free table for A's booking, the booking, then an empty table to move it to.
    setup: async (c) => {
      await newTable(c);
      const { id } = await newReservationOfA(c);
      const target = await newTable(c);
      return { id, tableId: target.id, tableName: target.name };
    },
    call: (_c, _r, v) => ({
      url: `/api/admin/reservations/${v.id}/table`,
      body: { tableId: v.tableId },
    }),
    check: (_c, _r, response) => expect(json(response).reservation.tables).toHaveLength(1),
  },
};

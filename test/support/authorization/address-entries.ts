/** Who may call what: editing a saved address and choosing the default. */

import { expect } from 'vitest';
import { type Ctx, customer, type Entry, json } from './kit';

const addressesOfA = async (c: Ctx) =>
  json(await c.clients.a.get('/api/checkout/addresses')).addresses as {
    id: string;
    address: string;
    isDefault: boolean;
  }[];

/**
 * A fresh address of customer A (the one callers B and staff must not touch). The ones made for
 * earlier callers are removed first: a customer keeps at most 20, and every caller gets one.
 */
const addressOfA = async (c: Ctx) => {
  for (const old of await addressesOfA(c))
    if (old.id !== c.ids.address)
      await c.clients.a.request('DELETE', `/api/checkout/addresses/${old.id}`);
  return {
    id: json(
      await c.clients.a.post('/api/checkout/addresses', {
        address: '3 Matrix Close, Lagos',
        phone: '0803 555 6666',
        area: 'Lagos Island',
      }),
    ).address.id,
  };
};

export const addressEntries: Record<string, Entry> = {
  'PATCH /api/checkout/addresses/{id}': {
    expect: customer(200, 404),
    setup: addressOfA,
    call: (_c, _r, v) => ({
      url: `/api/checkout/addresses/${v.id}`,
      body: { address: '4 Edited Avenue, Lagos', phone: '0803 555 7777', area: 'Ikoyi' },
    }),
    intact: async (c, v) => {
      const row = (await addressesOfA(c)).find((a) => a.id === v.id);
      expect(row?.address).toBe('3 Matrix Close, Lagos');
    },
  },
  'PUT /api/checkout/addresses/{id}/default': {
    expect: customer(200, 404),
    setup: addressOfA,
    call: (_c, _r, v) => ({ url: `/api/checkout/addresses/${v.id}/default` }),
    intact: async (c, v) => {
      const row = (await addressesOfA(c)).find((a) => a.id === v.id);
      expect(row?.isDefault).toBe(false);
    },
  },
};

/** Who may call what: the restaurant settings (the owner's page) and the emergency pause. */

import { settingsWith } from '@test/support/settings';
import { expect } from 'vitest';
import { type Entry, staff } from './kit';

export const settingsEntries: Record<string, Entry> = {
  // The settings' public face is the open state.
  'GET /api/restaurant/status': { expect: 'open' },
  'GET /api/admin/settings': { ...staff('settings.edit') },
  'PUT /api/admin/settings': {
    ...staff('settings.edit'),
    call: () => ({ url: '/api/admin/settings', body: settingsWith({ leadTimeMinutes: 7 }) }),
    intact: async (c) => {
      expect((await c.t.services.settings.current()).hours.leadTimeMinutes).not.toBe(7);
    },
  },
  'PATCH /api/admin/settings': {
    ...staff('settings.edit'),
    call: () => ({ url: '/api/admin/settings', body: { hours: { leadTimeMinutes: 8 } } }),
    intact: async (c) => {
      expect((await c.t.services.settings.current()).hours.leadTimeMinutes).not.toBe(8);
    },
  },
  // The emergency pause: every staff member on shift. Each successful caller resumes (orders stay
  // open for the entries that follow); a refused one must leave them open too.
  'GET /api/admin/ordering-pause': { ...staff('ordering.pause') },
  'PUT /api/admin/ordering-pause': {
    ...staff('ordering.pause'),
    call: () => ({ url: '/api/admin/ordering-pause', body: { on: false } }),
    intact: async (c) => {
      expect((await c.t.services.settings.pauseState()).on).toBe(false);
    },
  },
};

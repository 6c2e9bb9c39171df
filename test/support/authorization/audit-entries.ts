/** Who may call what: the audit log, audit.view: the owner alone. */

import { expect } from 'vitest';
import { type Entry, json, staff } from './kit';

export const auditEntries: Record<string, Entry> = {
  'GET /api/admin/audit': {
    ...staff('audit.view'),
    check: (_ctx, _role, response) => {
      expect(Array.isArray(json(response).entries)).toBe(true);
    },
  },
};

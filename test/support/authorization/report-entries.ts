/** Who may call what, part 3: the reports and their CSV exports: staff with reports.view. */

import { expect } from 'vitest';
import { type Entry, staff } from './kit';

const range = '?from=2026-01-01&to=2026-01-31';

export const reportEntries: Record<string, Entry> = {
  'GET /api/admin/reports': {
    ...staff('reports.view'),
    call: () => ({ url: `/api/admin/reports${range}` }),
  },
  'GET /api/admin/reports/export/{kind}': {
    ...staff('reports.view'),
    call: () => ({ url: `/api/admin/reports/export/orders${range}` }),
    check: (_ctx, _role, response) => {
      expect(response.body.startsWith('number,order_id,')).toBe(true);
    },
  },
};

/**
 * Invariant 12 of invariants.ts: the dashboard's figures, kept by triggers on orders and
 * reservations (drizzle/*_order_rollups_triggers.sql), equal a full recount of the rows after the
 * run's parallel recordings, cancels, deliveries, refunds and bookings: the all-time tiles, every
 * 15-minute sales slice and every reservation status count.
 */

import type { Db } from '@server/db/client';
import { rollupMismatches } from '@test/support/rollups';
import { check, type InvariantCheck } from './invariant-query';

export async function rollupsMatch(db: Db): Promise<InvariantCheck> {
  return check(
    "The dashboard's rollups equal a recount (order tiles, 15-minute sales slices, bookings per status, the search's names)",
    await rollupMismatches(db),
    'figures that differ from a recount',
  );
}

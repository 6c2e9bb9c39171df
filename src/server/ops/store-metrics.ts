import type { Db } from '@server/db/client';
import { executeRows as rowsOf } from '@server/db/rows';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';

/*
 * Store-wide figures read from the database when Prometheus scrapes (four small queries per
 * scrape), so no domain service has to be edited to count them, and every instance reports the
 * same values: aggregate them across instances with max(), not sum(). Tables and columns are
 * named in SQL rather than imported, so this module depends on no domain's code. When the
 * database fails, the series are left out of that scrape rather than failing it.
 */

type Counted = { status: string; n: number | string };

/** One series per known status (0 when none), so an alert sees a value rather than nothing. */
function statusGauge(
  registry: Registry,
  options: { name: string; help: string; statuses: string[]; count: () => Promise<Counted[]> },
) {
  return new Gauge({
    name: options.name,
    help: options.help,
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let rows: Counted[];
      try {
        rows = await options.count();
      } catch {
        return;
      }
      for (const status of options.statuses) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
}

export function registerStoreMetrics(registry: Registry, db: Db) {
  // An index-only scan of payments_status_idx: one index entry per payment ever started.
  statusGauge(registry, {
    name: 'tavola_payments',
    help: 'Payments by status (pending, successful, failed, rejected), store-wide',
    statuses: ['pending', 'successful', 'failed', 'rejected'],
    count: () => rowsOf(db, sql`select status, count(*)::int as n from payments group by status`),
  });

  // A scan of the refunds table: one row per refund ever asked for, a small table.
  statusGauge(registry, {
    name: 'tavola_refunds',
    help: 'Refunds by status (requested, pending, refunded, failed), store-wide',
    statuses: ['requested', 'pending', 'refunded', 'failed'],
    count: () => rowsOf(db, sql`select status, count(*)::int as n from refunds group by status`),
  });

  // Only the unsent rows, found through mail_outbox_due_idx (it leads with status): the cost
  // grows with the backlog, not with all the mail ever sent.
  statusGauge(registry, {
    name: 'tavola_mail_outbox_depth',
    help: 'Mails not sent: pending (waiting or retrying), sending, failed (given up)',
    statuses: ['pending', 'sending', 'failed'],
    count: () =>
      rowsOf(
        db,
        sql`select status, count(*)::int as n from mail_outbox
            where status in ('pending', 'sending', 'failed') group by status`,
      ),
  });
  new Gauge({
    name: 'tavola_mail_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest mail waiting to be sent (pending or sending); 0 when none waits',
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const [row] = await rowsOf<{ age: number | string | null }>(
          db,
          sql`select extract(epoch from now() - min(created_at))::float8 as age
              from mail_outbox where status in ('pending', 'sending')`,
        );
        this.set(Math.max(0, Number(row?.age ?? 0)));
      } catch {
        // Left out of this scrape.
      }
    },
  });
}

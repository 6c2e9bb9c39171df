import { changedFields, recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import type { BookingRules } from '@shared/booking-rules';
import type { PaymentOptions } from '@shared/checkout-payments';
import type { DeliveryZone, HoursSettings } from '@shared/hours';
import type { RestaurantDetails } from '@shared/restaurant-settings';
import type { StaffAlerts } from '@shared/staff-alerts';
import { eq, sql } from 'drizzle-orm';
import { restaurantSettings } from './schema';

export type SettingsRow = typeof restaurantSettings.$inferSelect;

export function createSettingsRepository(db: Db) {
  return {
    async read(): Promise<SettingsRow | null> {
      const [row] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
      return row ?? null;
    },

    /** The staff alerts as stored, read through `executor` (a caller's transaction). */
    async staffAlerts(executor: Db): Promise<StaffAlerts | null> {
      const [row] = await executor
        .select({ staffAlerts: restaurantSettings.staffAlerts })
        .from(restaurantSettings)
        .where(eq(restaurantSettings.id, 1));
      return row?.staffAlerts ?? null;
    },

    /** Only the version: what an instance asks to learn whether its cached copy is still current. */
    async version(): Promise<number | null> {
      const [row] = await db
        .select({ version: restaurantSettings.version })
        .from(restaurantSettings)
        .where(eq(restaurantSettings.id, 1));
      return row?.version ?? null;
    },

    /**
     * Writes what `next` makes of the row in force (locked, so two saves never lose one another's
     * change; undefined before anyone wrote settings), one version up, with its audit entry.
     * `next` leaving `bookingRules` or `staffAlerts` undefined keeps them as they are.
     */
    async change(
      updatedBy: string | null,
      audit: { action: 'settings.update' | 'settings.pause' | 'settings.resume'; summary?: string },
      next: (old: SettingsRow | undefined) => SettingsValues,
    ): Promise<SettingsRow> {
      return db.transaction(async (tx) => {
        // The row as it was (locked), so the audit log holds what this save changed.
        const [old] = await tx
          .select()
          .from(restaurantSettings)
          .where(eq(restaurantSettings.id, 1))
          .for('update');
        const row = await upsert(tx, { ...next(old), updatedBy });
        const changes = changedFields(auditedFields(old), auditedFields(row));
        await recordAudit(tx, {
          action: audit.action,
          subjectType: 'settings',
          subjectId: 'restaurant',
          summary:
            audit.summary ??
            `Settings saved (${Object.keys(changes.after).join(', ') || 'no change'})`,
          ...changes,
        });
        return row;
      });
    },
    /** The seed's write: only when nobody has written settings yet (an owner's edits stay). */
    async insertIfMissing(
      details: RestaurantDetails,
      hours: HoursSettings,
      deliveryZones: DeliveryZone[] | null,
    ): Promise<void> {
      await db
        .insert(restaurantSettings)
        .values({ id: 1, details, hours, deliveryZones })
        .onConflictDoNothing({ target: restaurantSettings.id });
    },
  };
}

/** What the audit log compares: each detail on its own, the rest as whole values. */
function auditedFields(row: SettingsRow | undefined): Record<string, unknown> {
  if (!row) return {};
  const details = Object.fromEntries(
    Object.entries(row.details ?? {}).map(([key, value]) => [`details.${key}`, value]),
  );
  return {
    ...details,
    hours: row.hours,
    deliveryZones: row.deliveryZones,
    bookingRules: row.bookingRules,
    staffAlerts: row.staffAlerts,
    paymentOptions: row.paymentOptions,
  };
}

/** The settings a write stores; undefined booking rules or staff alerts keep those in force. */
export interface SettingsValues {
  details: RestaurantDetails;
  hours: HoursSettings;
  deliveryZones: DeliveryZone[] | null;
  bookingRules?: BookingRules;
  staffAlerts?: StaffAlerts;
  paymentOptions?: PaymentOptions;
}

async function upsert(
  db: Db,
  values: SettingsValues & { updatedBy: string | null },
): Promise<SettingsRow> {
  const { details, hours, deliveryZones, updatedBy, bookingRules, staffAlerts, paymentOptions } =
    values;
  const [row] = await db
    .insert(restaurantSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: restaurantSettings.id,
      set: {
        details,
        hours,
        deliveryZones,
        ...(bookingRules ? { bookingRules } : {}),
        ...(staffAlerts ? { staffAlerts } : {}),
        ...(paymentOptions ? { paymentOptions } : {}),
        updatedBy,
        updatedAt: sql`now()`,
        version: sql`${restaurantSettings.version} + 1`,
      },
    })
    .returning();
  return row!;
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

import { changedFields, recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import type { BookingRules } from '@shared/booking-rules';
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

    /** Writes the settings whole (inserting the row the first time), one version up. */
    async write(
      details: RestaurantDetails,
      hours: HoursSettings,
      deliveryZones: DeliveryZone[] | null,
      updatedBy: string | null,
      /** Undefined keeps the rules in force. */
      bookingRules?: BookingRules,
      /** Undefined keeps the staff alerts in force. */
      staffAlerts?: StaffAlerts,
    ): Promise<SettingsRow> {
      return db.transaction(async (tx) => {
        // The row as it was (locked), so the audit log holds what this save changed.
        const [old] = await tx
          .select()
          .from(restaurantSettings)
          .where(eq(restaurantSettings.id, 1))
          .for('update');
        const row = await upsert(tx, {
          details,
          hours,
          deliveryZones,
          updatedBy,
          bookingRules,
          staffAlerts,
        });
        const changes = changedFields(auditedFields(old), auditedFields(row));
        await recordAudit(tx, {
          action: 'settings.update',
          subjectType: 'settings',
          subjectId: 'restaurant',
          summary: `Settings saved (${Object.keys(changes.after).join(', ') || 'no change'})`,
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
  };
}

async function upsert(
  db: Db,
  values: {
    details: RestaurantDetails;
    hours: HoursSettings;
    deliveryZones: DeliveryZone[] | null;
    updatedBy: string | null;
    bookingRules?: BookingRules;
    staffAlerts?: StaffAlerts;
  },
): Promise<SettingsRow> {
  const { details, hours, deliveryZones, updatedBy, bookingRules, staffAlerts } = values;
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
        updatedBy,
        updatedAt: sql`now()`,
        version: sql`${restaurantSettings.version} + 1`,
      },
    })
    .returning();
  return row!;
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

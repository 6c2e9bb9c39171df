import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { CURRENCY } from '@shared/constants';
import type { Fulfilment } from '@shared/fulfilment';
import {
  asapEstimate,
  closureNotices,
  type DeliveryZone,
  describeOpenState,
  type HoursSettings,
  type OpenState,
  openAt,
  type Service,
  weeklyHoursLines,
} from '@shared/hours';
import { can } from '@shared/permissions';
import {
  ALWAYS_OPEN_HOURS,
  DEFAULT_RESTAURANT_DETAILS,
  orderRefusalWords,
  type RestaurantSettings,
  type RestaurantSettingsView,
  type RestaurantStatus,
  restaurantSettingsSchema,
  restaurantSettingsTexts,
  type ServiceStatus,
} from '@shared/restaurant-settings';
import type { PublicUser } from '@shared/schemas/auth';
import { DEFAULT_STAFF_ALERTS, type StaffAlerts } from '@shared/staff-alerts';
import type { SettingsRepository, SettingsRow } from './repository';

/**
 * How long an instance trusts its cached settings before asking the database for their version
 * (one tiny query); a write on this instance drops the cache at once, one on another instance is
 * seen within this time.
 */
export const SETTINGS_RECHECK_MS = 2_000;

interface Cached {
  settings: RestaurantSettings;
  version: number | null;
  updatedAt: Date | null;
  checkedAt: number;
}

const settingsOf = (row: SettingsRow | null): RestaurantSettings =>
  row
    ? {
        details: row.details,
        hours: row.hours,
        zones: row.deliveryZones ?? null,
        bookings: { ...DEFAULT_BOOKING_RULES, ...row.bookingRules },
        alerts: { ...DEFAULT_STAFF_ALERTS, ...row.staffAlerts },
      }
    : // No row yet: open around the clock and delivering anywhere.
      {
        details: DEFAULT_RESTAURANT_DETAILS,
        hours: ALWAYS_OPEN_HOURS,
        zones: null,
        bookings: DEFAULT_BOOKING_RULES,
        alerts: DEFAULT_STAFF_ALERTS,
      };

export function createSettingsService({
  repo,
  config,
  clock = () => Date.now(),
}: {
  repo: SettingsRepository;
  config: Pick<Config, 'timeZone'>;
  clock?: () => number;
}) {
  let cached: Cached | null = null;
  const { timeZone } = config;

  const remember = (row: SettingsRow | null): Cached => {
    cached = {
      settings: settingsOf(row),
      version: row?.version ?? null,
      updatedAt: row?.updatedAt ?? null,
      checkedAt: clock(),
    };
    return cached;
  };
  const load = async (): Promise<Cached> => remember(await repo.read());

  const fresh = async (): Promise<Cached> => {
    if (!cached) return load();
    if (clock() - cached.checkedAt < SETTINGS_RECHECK_MS) return cached;
    if ((await repo.version()) !== cached.version) return load();
    cached.checkedAt = clock();
    return cached;
  };

  const view = (entry: Cached): RestaurantSettingsView => ({
    ...entry.settings,
    timeZone,
    currency: CURRENCY,
    updatedAt: entry.updatedAt?.toISOString() ?? null,
  });

  const statusOf = (hours: HoursSettings, service: Service, now: Date): ServiceStatus => {
    const state = openAt(hours, service, now, timeZone);
    const asap = asapEstimate(hours, service, now, timeZone);
    return {
      open: state.open,
      words: describeOpenState(state, now, timeZone),
      refusal: asap.available ? null : orderRefusalWords(asap.reason, state, now, timeZone),
    };
  };

  const service = {
    /** The settings in force (cached; see SETTINGS_RECHECK_MS). */
    current: async (): Promise<RestaurantSettings> => (await fresh()).settings,

    /** The settings page's view: the settings plus the deployment's zone and currency. */
    view: async (): Promise<RestaurantSettingsView> => view(await fresh()),

    /** Saves the settings whole. Owner (admin) only; validated by the shared schemas. */
    update: async (input: unknown, actor: PublicUser): Promise<RestaurantSettingsView> => {
      if (!can(actor.role, 'settings.edit'))
        throw new AppError('forbidden', restaurantSettingsTexts.ownerOnly);
      const parsed = restaurantSettingsSchema.safeParse(input);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
        throw new AppError('invalid', parsed.error.issues[0]!.message, fields);
      }
      const { details, hours, zones, bookings, alerts } = parsed.data;
      const row = await repo.write(details, hours, zones, actor.id, bookings, alerts);
      return view(remember(row));
    },

    /**
     * The staff alerts in force, read in the caller's transaction `executor` (an order's or a
     * booking's: on the embedded database a read outside it would wait for it to end).
     */
    staffAlerts: async (executor: Db): Promise<StaffAlerts> => ({
      ...DEFAULT_STAFF_ALERTS,
      ...(await repo.staffAlerts(executor)),
    }),

    /** The delivery zones in force; null when none were set up (delivery anywhere, flat fee). */
    deliveryZones: async (): Promise<DeliveryZone[] | null> => (await fresh()).settings.zones,
    /** Whether `service` is open at `now`, by the settings in force. */
    openState: async (service: Service, now: Date = new Date(clock())): Promise<OpenState> =>
      openAt((await fresh()).settings.hours, service, now, timeZone),

    /** What diners see: delivery and pickup now, and the closures of the coming week. */
    status: async (now: Date = new Date(clock())): Promise<RestaurantStatus> => {
      const { hours } = (await fresh()).settings;
      return {
        delivery: statusOf(hours, 'delivery', now),
        pickup: statusOf(hours, 'pickup', now),
        notices: closureNotices(hours, now, timeZone),
        hours: weeklyHoursLines(hours),
      };
    },

    /**
     * Refuses (409, in the diner's words) an order to be ready as soon as possible while online
     * orders are paused, the restaurant is closed for `fulfilment` (hours or a closure), or the
     * kitchen could not have it ready before closing. Checkout calls it before any money moves.
     */
    assertTakingOrders: async (
      fulfilment: Fulfilment,
      now: Date = new Date(clock()),
    ): Promise<void> => {
      const { refusal } = statusOf((await fresh()).settings.hours, fulfilment, now);
      if (refusal) throw new AppError('conflict', refusal);
    },

    /** The seed's hours and zones, written only when no settings exist yet. */
    seed: async (hours: HoursSettings, zones: DeliveryZone[] | null = null): Promise<void> => {
      await repo.insertIfMissing(DEFAULT_RESTAURANT_DETAILS, hours, zones);
      cached = null;
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { EventBus } from '@server/platform/events';
import { DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { DEFAULT_PAYMENT_OPTIONS } from '@shared/checkout-payments';
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
  type Pause,
  type Service,
  weeklyHoursLines,
} from '@shared/hours';
import {
  ORDERING_CHANGED,
  orderingPauseTexts,
  type PauseState,
  pauseChangeSchema,
} from '@shared/ordering-pause';
import { can } from '@shared/permissions';
import {
  ALWAYS_OPEN_HOURS,
  DEFAULT_RESTAURANT_DETAILS,
  orderRefusalWords,
  type RestaurantSettings,
  type RestaurantSettingsView,
  type RestaurantStatus,
  restaurantSettingsPatchSchema,
  restaurantSettingsSchema,
  restaurantSettingsTexts,
  type ServiceStatus,
} from '@shared/restaurant-settings';
import type { PublicUser } from '@shared/schemas/auth';
import { DEFAULT_STAFF_ALERTS, type StaffAlerts } from '@shared/staff-alerts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { pauseAfter, pauseStateOf } from './pause';
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
        payments: { ...DEFAULT_PAYMENT_OPTIONS, ...row.paymentOptions },
      }
    : // No row yet: open around the clock and delivering anywhere.
      {
        details: DEFAULT_RESTAURANT_DETAILS,
        hours: ALWAYS_OPEN_HOURS,
        zones: null,
        bookings: DEFAULT_BOOKING_RULES,
        alerts: DEFAULT_STAFF_ALERTS,
        payments: DEFAULT_PAYMENT_OPTIONS,
      };

const ownerOnly = (actor: PublicUser) => {
  if (!can(actor.role, 'settings.edit'))
    throw new AppError('forbidden', restaurantSettingsTexts.ownerOnly);
};

/** `input` by `schema`, or a 400 naming each refused field in the schema's words. */
function parsedOrRefused<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  throw new AppError('invalid', parsed.error.issues[0]!.message, fields);
}

const parsedSettings = (input: unknown) => parsedOrRefused(restaurantSettingsSchema, input);

export function createSettingsService({
  repo,
  config,
  clock = () => Date.now(),
  events,
  log,
}: {
  repo: SettingsRepository;
  config: Pick<Config, 'timeZone'>;
  clock?: () => number;
  /** Where a write is announced (`ordering.changed`); absent in unit tests of the rules. */
  events?: Pick<EventBus, 'publish' | 'subscribe'>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
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

  const now = () => new Date(clock());
  /** After a committed write: this instance's copy, and every open storefront asks again. */
  const written = (row: SettingsRow): RestaurantSettingsView => {
    const entry = remember(row);
    events
      ?.publish({ type: ORDERING_CHANGED, userId: '', orderIds: [] })
      .catch((err) => log?.warn({ err }, 'ordering.changed event not published'));
    return view(entry);
  };
  // Another instance wrote the settings: drop this copy now rather than within the re-check time.
  events?.subscribe((event) => {
    if (event.type === ORDERING_CHANGED && cached) cached.checkedAt = 0;
  });

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

    /**
     * Saves the settings whole. Owner (admin) only; validated by the shared schemas. A pause it
     * turns on is stamped with who and when; one left on keeps its stamp.
     */
    update: async (input: unknown, actor: PublicUser): Promise<RestaurantSettingsView> => {
      ownerOnly(actor);
      const { details, hours, zones, bookings, alerts, payments } = parsedSettings(input);
      const row = await repo.change(actor.id, { action: 'settings.update' }, (old) => ({
        details,
        hours: { ...hours, pause: pauseAfter(old?.hours.pause, hours.pause, actor, now()) },
        deliveryZones: zones,
        bookingRules: bookings,
        staffAlerts: alerts,
        paymentOptions: payments,
      }));
      return written(row);
    },
    /**
     * Saves the sections `input` names (each whole), keeping the rest as in force at the moment
     * of the write, the pause above all: a section saved from a page loaded before someone paused
     * cannot resume orders. The result is validated whole, so a field's words are the same.
     */
    updateSections: async (input: unknown, actor: PublicUser): Promise<RestaurantSettingsView> => {
      ownerOnly(actor);
      const patch = parsedOrRefused(restaurantSettingsPatchSchema, input);
      const row = await repo.change(actor.id, { action: 'settings.update' }, (old) => {
        const current = settingsOf(old ?? null);
        const merged = parsedSettings({
          details: patch.details ?? current.details,
          hours: { ...current.hours, ...patch.hours, pause: current.hours.pause },
          zones: patch.zones === undefined ? current.zones : patch.zones,
          bookings: patch.bookings ?? current.bookings,
          alerts: patch.alerts ?? current.alerts,
          payments: patch.payments ?? current.payments,
        });
        return {
          details: merged.details,
          hours: merged.hours,
          deliveryZones: merged.zones,
          bookingRules: merged.bookings,
          staffAlerts: merged.alerts,
          paymentOptions: merged.payments,
        };
      });
      return written(row);
    },
    /** The pause as every staff screen shows it ("Online orders paused since 19:42 by Ada"). */
    pauseState: async (at: Date = now()): Promise<PauseState> =>
      pauseStateOf((await fresh()).settings.hours.pause, at, timeZone),
    /**
     * Pauses or resumes online orders at once, on its own (nothing else of the settings moves),
     * audited, and told to every open storefront and staff screen.
     */
    setPause: async (input: unknown, actor: PublicUser): Promise<PauseState> => {
      if (!can(actor.role, 'ordering.pause'))
        throw new AppError('forbidden', orderingPauseTexts.staffOnly);
      const wanted = parsedOrRefused(pauseChangeSchema, input);
      const at = now();
      if (wanted.on && wanted.until && new Date(wanted.until) <= at)
        throw new AppError('invalid', orderingPauseTexts.untilPast, {
          until: orderingPauseTexts.untilPast,
        });
      let pause: Pause | undefined;
      const row = await repo.change(
        actor.id,
        wanted.on
          ? { action: 'settings.pause', summary: 'Online orders paused' }
          : { action: 'settings.resume', summary: 'Online orders resumed' },
        (old) => {
          const current = settingsOf(old ?? null);
          pause = pauseAfter(current.hours.pause, wanted, actor, at);
          return {
            details: current.details,
            hours: { ...current.hours, pause },
            deliveryZones: current.zones,
          };
        },
      );
      written(row);
      return pauseStateOf(pause!, at, timeZone);
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

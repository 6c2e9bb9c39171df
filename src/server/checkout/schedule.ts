import { AppError } from '@server/errors';
import { SlotFullError } from '@server/orders';
import type { PaymentRow } from '@server/payments';
import type { Fulfilment } from '@shared/fulfilment';
import {
  asapEstimate,
  type HoursSettings,
  isSlotAllowed,
  ORDER_SLOT_DAYS,
  openAt,
  orderSlots,
  slotRefusalTexts,
} from '@shared/hours';
import { orderRefusalWords } from '@shared/restaurant-settings';
import { prepDueAt, stageWhenPaid, type WhenOptions } from '@shared/scheduled-orders';
import type { CheckoutDeps } from './deps';

/**
 * "When can I get it": the checkout's offer (ASAP and the slots), the check when
 * payment starts, and the re-check when the payment is recorded. The rules are the pure
 * `shared/hours` ones; the counts of the per-slot cap come from the orders domain, which also
 * holds the cap atomically when the order is written (orders/slots.ts).
 */

type ScheduleDeps = Pick<CheckoutDeps, 'settings' | 'orders' | 'config'>;

const DAY_MS = 86_400_000;

/** The counts of every slot that can still be offered or re-checked from `now`. */
const takenAround = (deps: ScheduleDeps, now: Date) =>
  deps.orders.slotCounts(
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + (ORDER_SLOT_DAYS + 2) * DAY_MS),
  );

const hoursNow = async (deps: ScheduleDeps): Promise<HoursSettings> =>
  (await deps.settings.current()).hours;

/** What the "When" section offers for `fulfilment` at `now`. */
export async function whenOptions(
  deps: ScheduleDeps,
  fulfilment: Fulfilment,
  now: Date,
): Promise<WhenOptions> {
  const { timeZone } = deps.config;
  const [hours, taken] = await Promise.all([hoursNow(deps), takenAround(deps, now)]);
  const asap = asapEstimate(hours, fulfilment, now, timeZone, { taken });
  const slots = orderSlots(hours, fulfilment, now, timeZone, { taken });
  return {
    fulfilment,
    asap: asap.available
      ? { available: true, readyAt: asap.readyAt.toISOString() }
      : {
          available: false,
          reason: orderRefusalWords(
            asap.reason,
            openAt(hours, fulfilment, now, timeZone),
            now,
            timeZone,
          ),
        },
    slots: slots.map((slot) => slot.toISOString()),
    timeZone,
    now: now.toISOString(),
  };
}

/**
 * Before any money moves: ASAP only while open, not paused, ready before closing and its slot not
 * full; a scheduled time only when it is one of the slots offered now (hours, closures, lead time,
 * the pause's end, 7 days, not full). 409 in the diner's words.
 */
export async function assertWhen(
  deps: ScheduleDeps,
  fulfilment: Fulfilment,
  scheduledFor: Date | null,
  now: Date,
): Promise<void> {
  const { timeZone } = deps.config;
  const [hours, taken] = await Promise.all([hoursNow(deps), takenAround(deps, now)]);
  if (scheduledFor === null) {
    const asap = asapEstimate(hours, fulfilment, now, timeZone, { taken });
    if (asap.available) return;
    const state = openAt(hours, fulfilment, now, timeZone);
    throw new AppError('conflict', orderRefusalWords(asap.reason, state, now, timeZone));
  }
  const check = isSlotAllowed(hours, fulfilment, scheduledFor, now, timeZone, { taken });
  if (check.ok) return;
  const message = slotRefusalTexts[check.reason];
  throw new AppError('conflict', message, { scheduledFor: message });
}

/** A chosen time that cannot be kept any more when the payment is recorded: refused and refunded. */
export class ScheduleRefusedError extends Error {}

/** The diner's words when recording failed for the time (closed since, or the slot filled up). */
export function scheduleRefusal(error: unknown): string | null {
  if (error instanceof ScheduleRefusedError) return error.message;
  if (error instanceof SlotFullError) return slotRefusalTexts.full;
  return null;
}

export type OrderSchedule = {
  scheduledFor: Date | null;
  prepDueAt: Date | null;
  stage: 'scheduled' | 'new';
  slot: { at: Date; cap: number | null } | null;
};

/**
 * The re-check when the payment is recorded (at `paidAt`), and where the order goes. A scheduled
 * time must still be in the hours, outside closures and the pause, on the slot grid and not yet
 * past; the lead time is not applied again (the diner chose when the kitchen could still make it)
 * and the cap is held by the database as the order is written. An ASAP order counts in the slot
 * its ready time falls in while the kitchen is open; one recorded after closing (paid just before)
 * takes no slot rather than being refused.
 */
export async function scheduleOf(
  deps: ScheduleDeps,
  payment: Pick<PaymentRow, 'scheduledFor'>,
  fulfilment: Fulfilment,
  paidAt: Date,
): Promise<OrderSchedule> {
  const { timeZone } = deps.config;
  const hours = await hoursNow(deps);
  const cap = hours.maxOrdersPerSlot;
  const chosen = payment.scheduledFor;
  if (chosen === null) {
    const asap = asapEstimate(hours, fulfilment, paidAt, timeZone);
    const slot = asap.available ? { at: asap.slot, cap } : null;
    return { scheduledFor: null, prepDueAt: null, stage: 'new', slot };
  }
  const check = isSlotAllowed(
    { ...hours, leadTimeMinutes: 0 },
    fulfilment,
    chosen,
    paidAt,
    timeZone,
    {
      days: ORDER_SLOT_DAYS + 1,
    },
  );
  if (!check.ok && check.reason !== 'too_far')
    throw new ScheduleRefusedError(slotRefusalTexts[check.reason]);
  return {
    scheduledFor: chosen,
    prepDueAt: prepDueAt(chosen, hours.leadTimeMinutes),
    stage: stageWhenPaid(chosen, hours.leadTimeMinutes, paidAt),
    slot: { at: chosen, cap },
  };
}

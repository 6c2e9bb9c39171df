import { AppError } from '@server/errors';
import { SlotFullError } from '@server/orders';
import type { Fulfilment } from '@shared/fulfilment';
import { asapEstimate, ORDER_SLOT_DAYS, openAt, slotRefusalTexts } from '@shared/hours';
import { orderRefusalWords } from '@shared/restaurant-settings';
import { prepDueAt, stageWhenPaid } from '@shared/scheduled-orders';
import { staffOrderWhenTexts } from '@shared/staff-orders';
import type { CheckoutDeps } from './deps';
import { assertWhen, type OrderSchedule } from './schedule';

type WhenDeps = Pick<CheckoutDeps, 'settings' | 'orders' | 'config'>;

const DAY_MS = 86_400_000;

/**
 * When a staff order is for (docs/decisions/033-staff-orders.md). A later time must
 * be one of the slots diners are offered (hours, closures, lead time, the pause's end, the cap),
 * and takes its place in that slot as an online order would. As soon as possible while the kitchen
 * would take it online counts in the slot of its ready time, under the cap. ASAP while online
 * orders would refuse it (closed, a closure, paused, closing soon, its slot full) is refused with
 * the reason unless the staff member confirmed it (`takeAnyway`): they know whether the kitchen
 * can, and a phone order must not need the pause lifted for everyone. Taken anyway, it takes no
 * slot place (as an ASAP order recorded after closing), and `takenAnyway` says why for the audit.
 */
export async function staffOrderSchedule(
  deps: WhenDeps,
  fulfilment: Fulfilment,
  request: { scheduledFor?: string; takeAnyway: boolean },
  now: Date,
): Promise<{ schedule: OrderSchedule; takenAnyway: string | null }> {
  const { timeZone } = deps.config;
  const hours = (await deps.settings.current()).hours;
  const cap = hours.maxOrdersPerSlot;
  if (request.scheduledFor) {
    const chosen = new Date(request.scheduledFor);
    await assertWhen(deps, fulfilment, chosen, now);
    return {
      schedule: {
        scheduledFor: chosen,
        prepDueAt: prepDueAt(chosen, hours.leadTimeMinutes),
        stage: stageWhenPaid(chosen, hours.leadTimeMinutes, now),
        slot: { at: chosen, cap },
      },
      takenAnyway: null,
    };
  }
  const taken = await deps.orders.slotCounts(
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + (ORDER_SLOT_DAYS + 2) * DAY_MS),
  );
  const asap = asapEstimate(hours, fulfilment, now, timeZone, { taken });
  if (asap.available)
    return {
      schedule: { scheduledFor: null, prepDueAt: null, stage: 'new', slot: { at: asap.slot, cap } },
      takenAnyway: null,
    };
  const reason = orderRefusalWords(
    asap.reason,
    openAt(hours, fulfilment, now, timeZone),
    now,
    timeZone,
  );
  if (!request.takeAnyway) throw needsConfirmation(reason);
  return {
    schedule: { scheduledFor: null, prepDueAt: null, stage: 'new', slot: null },
    takenAnyway: reason,
  };
}

/** The 409 the staff screen turns into its "Take it anyway" confirmation (field `takeAnyway`). */
function needsConfirmation(reason: string) {
  return new AppError('conflict', staffOrderWhenTexts.confirmNeeded(reason), {
    takeAnyway: reason,
  });
}

/** The slot filled up between the check and the write: the words for the time that was asked. */
export function slotFullRefusal(error: unknown, scheduled: boolean): AppError | null {
  if (!(error instanceof SlotFullError)) return null;
  if (scheduled)
    return new AppError('conflict', slotRefusalTexts.full, { scheduledFor: slotRefusalTexts.full });
  return needsConfirmation(slotRefusalTexts.full);
}

import type { Fulfilment } from '@shared/fulfilment';
import { scheduleTexts, type WhenOptions } from '@shared/scheduled-orders';
import { staffOrderWhenTexts as texts } from '@shared/staff-orders';
import { type WhenChoice, WhenSection } from '@web/checkout/WhenSection';
import { useId } from 'react';
import { useStaffWhenQuery } from './staff-orders-api';

/** What the phone order asks for: a time (absent: ASAP), or why it cannot be sent yet. */
export type StaffWhen =
  | { ok: true; scheduledFor?: string; takeAnyway: boolean }
  | { ok: false; message: string };

/**
 * What the staff's "When" amounts to (docs/decisions/033-staff-orders.md): a later time among the
 * offered slots, or ASAP; ASAP while online orders would refuse it only once "Take it anyway" is
 * ticked (the server asks the same).
 */
export function staffWhen(
  choice: WhenChoice,
  anyway: boolean,
  options: WhenOptions | undefined,
): StaffWhen {
  if (choice.mode === 'later') {
    if (choice.slot && options?.slots.includes(choice.slot))
      return { ok: true, scheduledFor: choice.slot, takeAnyway: false };
    return { ok: false, message: scheduleTexts.chooseTime };
  }
  if (options && !options.asap.available && !anyway)
    return { ok: false, message: texts.confirmFirst };
  return { ok: true, takeAnyway: anyway };
}

/**
 * The phone order's "When": the checkout's section on the staff's offer, ASAP kept
 * selectable; while online orders would refuse it now, a warning says why and ASAP needs "Take it
 * anyway" ticked.
 */
export function StaffOrderWhen({
  fulfilment,
  choice,
  onChange,
  anyway,
  onAnyway,
}: {
  fulfilment: Fulfilment;
  choice: WhenChoice;
  onChange: (choice: WhenChoice) => void;
  anyway: boolean;
  onAnyway: (anyway: boolean) => void;
}) {
  const when = useStaffWhenQuery(fulfilment);
  const anywayId = useId();
  const asap = when.data?.asap;
  const refused = asap && !asap.available ? asap.reason : null;
  return (
    <fieldset className="staff-order-choice staff-order-when">
      <legend>{texts.heading}</legend>
      {refused && (
        <p className="staff-order-warning" role="status">
          {texts.warning(refused)}
        </p>
      )}
      <WhenSection
        options={when.data}
        loading={when.isPending}
        failed={when.isError}
        choice={choice}
        onChange={onChange}
        asapAnyway
      />
      {refused && choice.mode === 'asap' && (
        <label htmlFor={anywayId} className="staff-order-anyway">
          <input
            id={anywayId}
            type="checkbox"
            checked={anyway}
            onChange={(event) => onAnyway(event.target.checked)}
          />{' '}
          {texts.takeAnyway}
        </label>
      )}
    </fieldset>
  );
}

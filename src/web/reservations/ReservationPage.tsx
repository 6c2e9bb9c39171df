import { zodResolver } from '@hookform/resolvers/zod';
import { checkBookingDay } from '@shared/booking-rules';
import { depositFor } from '@shared/deposits';
import {
  type Availability,
  addDays,
  MAX_GUESTS,
  type Reservation,
  reservationInputSchema,
  reservationTexts as t,
  WIZARD_STEPS,
} from '@shared/reservations';
import { readTypedDate } from '@shared/typed-date';
import { useProfileQuery, useSession } from '@web/accounts';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { usePageTitle } from '@web/ui/usePageTitle';
import { whenIdle } from '@web/ui/whenIdle';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useAvailabilityQuery, useCreateReservationMutation } from './api';
import { bookedHeadline } from './BookedNotice';
import { DetailsFields } from './DetailsFields';
import { tooLargeOnline } from './GuestsField';
import { ReservationIntro } from './ReservationIntro';
import { ReviewFields } from './ReviewFields';
import type { SlotFields as SlotFieldsNow } from './SlotFields';
import { StepIndicator } from './StepIndicator';
import { WizardOutcome } from './WizardOutcome';
import { contactFromAccount, emptyWizard, submitLabel, type WizardValues } from './wizard-form';
import './reservations.css';
import './deposits.css';

const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * Step 2 holds the calendar (react-datepicker with date-fns and its popper: most of the page's
 * JavaScript). It loads after the first paint, fetched as soon as the browser is idle, so the
 * page is live sooner and the step is ready before the diner has typed their name.
 */
let loadedSlotFields: typeof SlotFieldsNow | null = null;
const loadSlotFields = () =>
  import('./SlotFields').then((m) => {
    loadedSlotFields = m.SlotFields;
    return { default: m.SlotFields };
  });
const LazySlotFields = lazy(loadSlotFields);
/** Once fetched, the step renders at once: a lazy component still suspends on its first render,
 * and a Tab pressed in that moment would skip the date box. */
const slotFields = () => loadedSlotFields ?? LazySlotFields;
type Field = FieldPath<WizardValues>;
const stepOf = (field: string) =>
  WIZARD_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));

/** The reservation wizard (/Reservation): details, date and time, party; then one booking call. */
export default function ReservationPage() {
  usePageTitle(t.wizardTitle);
  const { user } = useSession();
  const [step, setStep] = useState(0);
  const [booked, setBooked] = useState<Reservation | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedByUser = useRef(false);
  const profile = useProfileQuery({ enabled: Boolean(user) }).data;

  const form = useForm<WizardValues>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's generics do not line up with the strict schema's input type
    resolver: zodResolver(reservationInputSchema as any) as any,
    defaultValues: emptyWizard(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const time = form.watch('time');

  // Who is booking, from the account: filled in once it is known, never over what was typed.
  const known = useRef<Availability | undefined>(undefined);
  useEffect(() => {
    if (!profile) return;
    for (const [field, value] of Object.entries(contactFromAccount(profile))) {
      const name = field as 'firstName' | 'lastName' | 'phone';
      if (!form.getValues(name)) form.setValue(name, value);
    }
  }, [profile, form]);

  // Slots are asked for a readable day (typed in the restaurant's date order) not past the window
  // (the server refuses those); else today's answer, which still carries the rules and words.
  const order = known.current?.dateOrder ?? 'dmy';
  const date = readTypedDate(form.watch('date'), order) ?? '';
  const askable =
    date !== '' &&
    (!known.current || date <= addDays(known.current.today, known.current.rules.windowDays));
  // Tables fit parties: the slots are asked for the party chosen in step 2.
  const party = form.watch('guests');
  const availabilityQuery = useAvailabilityQuery(
    askable ? date : '',
    party >= 1 && party <= MAX_GUESTS ? party : undefined,
  );
  const availability = availabilityQuery.data;
  known.current = availability ?? known.current;
  // A party at or above the owner's size pays a deposit when booking.
  const deposit = availability ? depositFor(party, availability.rules) : 0;
  const slot =
    availability && availability.date === date
      ? availability.slots.find((s) => s.time === time)
      : undefined;

  // A time that is full or passed on the newly picked day (or too small for the party) is not
  // kept; while the party is too large to book online the day and time wait as chosen.
  const waiting = availability ? tooLargeOnline(party, availability.rules) : false;
  const slotFits = waiting || !slot || (slot.state === 'available' && slot.seatsLeft >= party);
  // An answer still shown for the previous day or party (while the new one loads) decides nothing.
  const settled = !availabilityQuery.isPlaceholderData;
  useEffect(() => {
    if (step === 1 && settled && !slotFits) form.setValue('time', '');
  }, [slotFits, settled, form, step]);

  useEffect(() => whenIdle(() => void loadSlotFields()), []);

  // Moving between steps puts the keyboard and screen reader at the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change by design
  useEffect(() => {
    if (movedByUser.current) stepHeading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    // A toast about the step just left would only mislead on the next one.
    toast.dismiss();
    movedByUser.current = true;
    setStep(next);
  };

  /** The step's own fields by the shared schema, then what needs today's slots and capacity. */
  async function validateStep(index: number): Promise<boolean> {
    const fields = WIZARD_STEPS[index]!.fields as readonly Field[];
    // A party too large to book online already says so, once, with the number to call: the day
    // and time are not asked for, and no other complaint is added.
    if (
      index === 1 &&
      availability &&
      tooLargeOnline(form.getValues('guests'), availability.rules)
    ) {
      form.setFocus('guests');
      return false;
    }
    const typed = form.getValues('date');
    const read = readTypedDate(typed, order);
    if (index === 1 && read && read !== typed) form.setValue('date', read);
    let valid = await form.trigger([...fields]);
    const values = form.getValues();
    const fail = (field: Field, message: string) => {
      form.setError(field, { message });
      valid = false;
    };
    if (index === 1 && availability && values.date) {
      const { today, rules } = availability;
      const day = checkBookingDay(values.date, today, rules.windowDays, order);
      if (!day.ok) fail('date', day.message);
      else if (values.time && slot && slot.state !== 'available') fail('time', t.slotUnavailable);
      else if (values.time && slot && values.guests > slot.seatsLeft)
        fail('time', t.seatsLeft(slot.seatsLeft, slot.time));
    }
    if (!valid) {
      toast.error(t.fillRequired, { toastId: 'reservation-required' });
      const firstInvalid = fields.find((f) => form.getFieldState(f).invalid);
      if (firstInvalid) form.setFocus(firstInvalid);
    }
    return valid;
  }

  const booking = useCreateReservationMutation({
    onSuccess: ({ reservation }) => {
      // A party owing a deposit is booked once it is paid (WizardOutcome takes it there).
      if (reservation.status !== 'awaiting_deposit') toast.success(bookedHeadline(reservation));
      setBooked(reservation);
      form.reset(emptyWizard(profile && contactFromAccount(profile)));
      goTo(0);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(t.mustLogin);
      } else if (error instanceof ApiError && error.status === 409) {
        toast.error(t.slotUnavailable);
        form.setError('time', { message: t.slotUnavailable });
        goTo(1);
      } else if (error instanceof ApiError && error.status === 400) {
        const fields = Object.entries(error.fields) as Array<[Field, string]>;
        for (const [field, message] of fields) form.setError(field, { message });
        const steps = fields.map(([field]) => stepOf(field)).filter((s) => s >= 0);
        if (steps.length) goTo(Math.min(...steps));
        toast.error(t.reserveError);
      } else {
        toast.error(errorMessage(error, t.reserveError));
      }
    },
    // Booked or not, the seats changed: every day's slots and the lists are read again.
  });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (booking.isPending) return;
    if (!(await validateStep(step))) return;
    if (step < LAST_STEP) {
      setBooked(null);
      goTo(step + 1);
      return;
    }
    if (!user) {
      toast.error(t.mustLogin);
      return;
    }
    const values = form.getValues();
    booking.mutate({ ...values, specialRequests: values.specialRequests.trim() });
  };

  const SlotFields = slotFields();
  return (
    <section className="page">
      <div className="container reservation-page">
        <ReservationIntro times={(availability ?? known.current)?.bookingTimes} />

        <div className="card wizard">
          <StepIndicator current={step} />

          {booked && <WizardOutcome booked={booked} onBooking={setBooked} />}

          <form onSubmit={onSubmit} noValidate>
            <h2
              id="wizard-step-title"
              className="wizard-step-heading"
              tabIndex={-1}
              ref={stepHeading}
            >
              {WIZARD_STEPS[step]!.question}
            </h2>

            {step === 0 && <DetailsFields form={form} user={user} />}

            {step === 1 && (
              <Suspense
                fallback={<div className="wizard-fields wizard-fields-loading" aria-busy />}
              >
                <SlotFields
                  form={form}
                  availability={availability}
                  loadingSlots={availabilityQuery.isFetching}
                />
              </Suspense>
            )}

            {step === 2 && availability && <ReviewFields form={form} rules={availability.rules} />}

            <div className="wizard-actions">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={step === 0 || booking.isPending}
                onClick={() => goTo(step - 1)}
              >
                {t.previous}
              </button>
              <button type="submit" className="btn btn-primary" disabled={booking.isPending}>
                {submitLabel(step < LAST_STEP, booking.isPending, deposit)}
              </button>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}

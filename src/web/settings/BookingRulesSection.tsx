import type { BookingRules } from '@shared/booking-rules';
import { TextField } from '@web/ui/TextField';
import type { FieldErrors } from './field-errors';

const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (value: number) => (Number.isNaN(value) ? '' : String(value));

const FIELDS: ReadonlyArray<{
  key: keyof BookingRules;
  label: string;
  hint: string;
  min?: number;
}> = [
  {
    key: 'maxOnlineParty',
    label: 'Largest party online',
    hint: 'Larger groups are asked to call the restaurant.',
  },
  {
    key: 'maxActiveBookings',
    label: 'Upcoming bookings per account',
    hint: 'Pending or confirmed, today or later.',
  },
  {
    key: 'pendingExpiryHours',
    label: 'Confirm within (hours)',
    hint: 'An unconfirmed booking expires then (at the latest when it starts).',
  },
  { key: 'windowDays', label: 'Book up to (days ahead)', hint: 'The last day diners can pick.' },
  {
    key: 'reminderHours',
    label: 'Reminder (hours before)',
    hint: 'Mailed once to confirmed guests; 0 sends none.',
    min: 0,
  },
];

/** Table bookings (issue 18): party size, bookings per account, confirmation time, window, reminder. */
export function BookingRulesSection({
  rules,
  onChange,
  errors,
}: {
  rules: BookingRules;
  onChange: (rules: BookingRules) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="card settings-section">
      <legend>Table bookings</legend>
      <div className="settings-grid">
        {FIELDS.map(({ key, label, hint, min = 1 }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="numeric"
            min={min}
            value={shown(rules[key])}
            hint={hint}
            onChange={(event) => onChange({ ...rules, [key]: numberOrNaN(event.target.value) })}
            error={errors[`bookings.${key}`]}
          />
        ))}
      </div>
    </fieldset>
  );
}

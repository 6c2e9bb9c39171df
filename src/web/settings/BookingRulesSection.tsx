import type { BookingRules } from '@shared/booking-rules';
import { depositTexts, parseDepositInput } from '@shared/deposits';
import { priceInputText } from '@shared/price-input';
import { TextField } from '@web/ui/TextField';
import { useId, useState } from 'react';
import type { FieldErrors } from './field-errors';

const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (value: number) => (Number.isNaN(value) ? '' : String(value));

type NumberRule = Exclude<keyof BookingRules, 'slotInterval' | 'depositPerGuestMinor'>;

const FIELDS: ReadonlyArray<{ key: NumberRule; label: string; hint: string; min?: number }> = [
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
  {
    key: 'changeCutoffHours',
    label: 'Guests change or cancel until (hours before)',
    hint: 'From the link in their mails; later, they are asked to call.',
    min: 0,
  },
  {
    key: 'staySmall',
    label: 'Stay, 1–2 guests (minutes)',
    hint: 'How long the table is held for the party.',
  },
  { key: 'stayMedium', label: 'Stay, 3–4 guests (minutes)', hint: 'From 30 to 480 minutes.' },
  { key: 'stayLarge', label: 'Stay, 5+ guests (minutes)', hint: 'From 30 to 480 minutes.' },
  {
    key: 'depositFromParty',
    label: depositTexts.settingsFromParty,
    hint: depositTexts.settingsFromPartyHint,
  },
];

/**
 * The deposit per guest, typed as money ("5,000.00"; 0 or blank for none) and
 * kept in minor units; text that cannot be read is kept as typed and refused in words.
 */
function DepositPerGuestField({
  rules,
  onChange,
  error,
}: {
  rules: BookingRules;
  onChange: (rules: BookingRules) => void;
  error?: string;
}) {
  const [text, setText] = useState(() =>
    rules.depositPerGuestMinor > 0 ? priceInputText(rules.depositPerGuestMinor) : '0',
  );
  const unreadable = parseDepositInput(text) === null;
  return (
    <TextField
      label={depositTexts.settingsPerGuest}
      inputMode="decimal"
      value={text}
      hint={depositTexts.settingsPerGuestHint}
      onChange={(event) => {
        setText(event.target.value);
        onChange({
          ...rules,
          depositPerGuestMinor: parseDepositInput(event.target.value) ?? Number.NaN,
        });
      }}
      error={unreadable ? depositTexts.settingsPerGuestInvalid : error}
    />
  );
}

/**
 * Table bookings: party size, bookings per account, confirmation time, window, reminder,
 * the stay per party size and slot interval the tables' availability uses, and deposits.
 */
export function BookingRulesSection({
  rules,
  onChange,
  errors,
}: {
  rules: BookingRules;
  onChange: (rules: BookingRules) => void;
  errors: FieldErrors;
}) {
  const intervalId = useId();
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
        <DepositPerGuestField
          rules={rules}
          onChange={onChange}
          error={errors['bookings.depositPerGuestMinor']}
        />
        <div className="field">
          <label htmlFor={intervalId}>Times offered every</label>
          <select
            id={intervalId}
            className="select"
            value={rules.slotInterval}
            aria-describedby={`${intervalId}-hint`}
            onChange={(event) =>
              onChange({ ...rules, slotInterval: Number(event.target.value) === 15 ? 15 : 30 })
            }
          >
            <option value={15}>15 minutes</option>
            <option value={30}>30 minutes</option>
          </select>
          <p id={`${intervalId}-hint`} className="muted field-hint">
            Within the reservation hours, when tables are listed.
          </p>
        </div>
      </div>
    </fieldset>
  );
}

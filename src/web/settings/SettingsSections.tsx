import type { HoursSettings, Service, WeeklyHours } from '@shared/hours';
import type { RestaurantDetails } from '@shared/restaurant-settings';
import { TextField } from '@web/ui/TextField';
import { useId } from 'react';
import { errorsUnder, type FieldErrors } from './field-errors';
import { WeekHoursEditor } from './WeekHoursEditor';

/** Name, address and phone; the zone and currency are the deployment's, shown read-only. */
export function DetailsSection({
  details,
  onChange,
  timeZone,
  currency,
  errors,
}: {
  details: RestaurantDetails;
  onChange: (details: RestaurantDetails) => void;
  timeZone: string;
  currency: string;
  errors: FieldErrors;
}) {
  const set = (key: keyof RestaurantDetails) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...details, [key]: event.target.value });
  return (
    <fieldset className="card settings-section">
      <legend>Restaurant</legend>
      <div className="settings-grid">
        <TextField
          label="Name"
          value={details.name}
          onChange={set('name')}
          error={errors['details.name']}
        />
        <TextField
          label="Phone"
          type="tel"
          value={details.phone}
          onChange={set('phone')}
          error={errors['details.phone']}
        />
      </div>
      <TextField
        label="Address"
        value={details.address}
        onChange={set('address')}
        error={errors['details.address']}
      />
      <div className="settings-grid">
        <TextField
          label="Time zone"
          value={timeZone}
          readOnly
          hint="Set by the deployment (RESTAURANT_TIMEZONE)."
        />
        <TextField label="Currency" value={currency} readOnly hint="Set by the deployment." />
      </div>
    </fieldset>
  );
}

const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (value: number | null) =>
  value === null || Number.isNaN(value) ? '' : String(value);

/** Lead time, slot length and the cap per slot. */
export function OrderingSection({
  hours,
  onChange,
  errors,
}: {
  hours: Pick<HoursSettings, 'leadTimeMinutes' | 'slotMinutes' | 'maxOrdersPerSlot'>;
  onChange: (change: Partial<HoursSettings>) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="card settings-section">
      <legend>Orders and slots</legend>
      <div className="settings-grid settings-grid-3">
        <TextField
          label="Lead time (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          value={shown(hours.leadTimeMinutes)}
          hint="Shortest time from an order to ready."
          onChange={(event) => onChange({ leadTimeMinutes: numberOrNaN(event.target.value) })}
          error={errors['hours.leadTimeMinutes']}
        />
        <TextField
          label="Slot length (minutes)"
          type="number"
          inputMode="numeric"
          min={5}
          value={shown(hours.slotMinutes)}
          hint="Scheduled orders are offered every slot."
          onChange={(event) => onChange({ slotMinutes: numberOrNaN(event.target.value) })}
          error={errors['hours.slotMinutes']}
        />
        <TextField
          label="Maximum orders per slot"
          type="number"
          inputMode="numeric"
          min={1}
          value={shown(hours.maxOrdersPerSlot)}
          hint="Leave empty for no cap."
          onChange={(event) =>
            onChange({
              maxOrdersPerSlot:
                event.target.value.trim() === '' ? null : numberOrNaN(event.target.value),
            })
          }
          error={errors['hours.maxOrdersPerSlot']}
        />
      </div>
    </fieldset>
  );
}

const SERVICE_LABELS: Record<Service, string> = {
  delivery: 'Delivery hours',
  pickup: 'Pickup hours',
  reservations: 'Table booking hours',
};

/** One service's hours: the restaurant's ("same as default") or its own week. */
export function ServiceHoursSection({
  service,
  hours,
  onChange,
  errors,
}: {
  service: Service;
  hours: HoursSettings['hours'];
  onChange: (week: WeeklyHours | null) => void;
  errors: FieldErrors;
}) {
  const id = useId();
  const own = hours[service];
  const path = `hours.hours.${service}`;
  const hasErrors = errorsUnder(errors, path).length > 0;
  return (
    <fieldset className="card settings-section">
      <legend>{SERVICE_LABELS[service]}</legend>
      <div className="check-row">
        <input
          id={`${id}-same`}
          type="checkbox"
          checked={own === null}
          onChange={(event) =>
            onChange(event.target.checked ? null : structuredClone(hours.default))
          }
        />
        <label htmlFor={`${id}-same`}>Same as the opening hours</label>
      </div>
      {own !== null && (
        <WeekHoursEditor week={own} onChange={onChange} path={path} errors={errors} />
      )}
      {own === null && hasErrors && (
        <p className="field-error">{errorsUnder(errors, path).join(' ')}</p>
      )}
    </fieldset>
  );
}

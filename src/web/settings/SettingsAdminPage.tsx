import { zonedNow } from '@shared/calendar-dates';
import type { HoursSettings } from '@shared/hours';
import {
  type RestaurantSettings,
  type RestaurantSettingsView,
  restaurantSettingsSchema,
} from '@shared/restaurant-settings';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useRef, useState } from 'react';
import { useRestaurantSettingsQuery, useSaveSettingsMutation } from './api';
import { BookingRulesSection } from './BookingRulesSection';
import { ClosuresEditor } from './ClosuresEditor';
import { type FieldErrors, fieldErrorsOf } from './field-errors';
import { PauseSwitch } from './PauseSwitch';
import { DetailsSection, OrderingSection, ServiceHoursSection } from './SettingsSections';
import { StaffAlertsSection } from './StaffAlertsSection';
import { WeekHoursEditor } from './WeekHoursEditor';
import { cleanZones, ZonesEditor } from './ZonesEditor';
import './settings.css';

const SAVE_FAILED = 'The settings could not be saved. Please try again.';

/** The form itself, once the saved settings are known; it edits a draft and saves it whole. */
export function SettingsForm({ saved }: { saved: RestaurantSettingsView }) {
  const [draft, setDraft] = useState<RestaurantSettings>(() => ({
    details: saved.details,
    hours: saved.hours,
    zones: saved.zones,
    bookings: saved.bookings,
    alerts: saved.alerts,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const save = useSaveSettingsMutation();
  const setHours = (change: Partial<HoursSettings>) =>
    setDraft((current) => ({ ...current, hours: { ...current.hours, ...change } }));
  const setWeek =
    (key: keyof HoursSettings['hours']) => (week: HoursSettings['hours'][typeof key]) =>
      setDraft((current) => ({
        ...current,
        hours: { ...current.hours, hours: { ...current.hours.hours, [key]: week } },
      }));
  const refuse = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setFormError(message);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = restaurantSettingsSchema.safeParse({ ...draft, zones: cleanZones(draft.zones) });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error.issues);
      refuse(
        fields,
        `Please correct ${Object.keys(fields).length === 1 ? 'the field' : 'the fields'} marked below.`,
      );
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      {
        ...parsed.data,
        bookings: parsed.data.bookings ?? draft.bookings,
        alerts: parsed.data.alerts ?? draft.alerts,
      },
      {
        onError: (error) =>
          refuse(error instanceof ApiError ? error.fields : {}, errorMessage(error, SAVE_FAILED)),
      },
    );
  };

  const today = zonedNow(new Date(), saved.timeZone).date;
  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <div ref={summary} tabIndex={-1} className="settings-summary">
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
      </div>
      <PauseSwitch
        pause={draft.hours.pause}
        onChange={(pause) => setHours({ pause })}
        timeZone={saved.timeZone}
        error={errors['hours.pause.until']}
      />
      <fieldset className="card settings-section">
        <legend>Opening hours</legend>
        <p className="muted">
          Up to four periods a day, on the restaurant's clock ({saved.timeZone}). A period that ends
          at or before it starts runs past midnight (e.g. 18:00–02:00).
        </p>
        <WeekHoursEditor
          week={draft.hours.hours.default}
          onChange={setWeek('default')}
          path="hours.hours.default"
          errors={errors}
        />
      </fieldset>
      {(['delivery', 'pickup', 'reservations'] as const).map((service) => (
        <ServiceHoursSection
          key={service}
          service={service}
          hours={draft.hours.hours}
          onChange={setWeek(service)}
          errors={errors}
        />
      ))}
      <ClosuresEditor
        closures={draft.hours.closures}
        onChange={(closures) => setHours({ closures })}
        today={today}
        errors={errors}
      />
      <OrderingSection hours={draft.hours} onChange={setHours} errors={errors} />
      <ZonesEditor
        zones={draft.zones}
        onChange={(zones) => setDraft((current) => ({ ...current, zones }))}
        currency={saved.currency}
        errors={errors}
      />
      <BookingRulesSection
        rules={draft.bookings}
        onChange={(bookings) => setDraft((current) => ({ ...current, bookings }))}
        errors={errors}
      />
      <StaffAlertsSection
        alerts={draft.alerts}
        onChange={(alerts) => setDraft((current) => ({ ...current, alerts }))}
      />
      <DetailsSection
        details={draft.details}
        onChange={(details) => setDraft((current) => ({ ...current, details }))}
        timeZone={saved.timeZone}
        currency={saved.currency}
        errors={errors}
      />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

/** /admin/settings: the owner's restaurant settings. */
export default function SettingsAdminPage() {
  usePageTitle('Restaurant settings');
  const query = useRestaurantSettingsQuery();
  return (
    <div className="admin-page settings-page">
      <h1 className="page-title">Restaurant settings</h1>
      {query.isPending && <Spinner />}
      {query.isError && (
        <p className="form-error" role="alert">
          {errorMessage(query.error, 'The settings could not be loaded. Please reload the page.')}
        </p>
      )}
      {query.data && <SettingsForm saved={query.data} />}
    </div>
  );
}

import { zonedNow } from '@shared/calendar-dates';
import type { HoursSettings } from '@shared/hours';
import type { RestaurantSettingsView } from '@shared/restaurant-settings';
import {
  SETTINGS_SECTIONS,
  type SettingsSectionId,
  settingsPageTexts as t,
} from '@shared/settings-sections';
import { errorMessage } from '@web/lib/api/errors';
import { useLeaveGuard } from '@web/lib/useLeaveGuard';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useCallback, useState } from 'react';
import { useRestaurantSettingsQuery } from './api';
import { BookingRulesSection } from './BookingRulesSection';
import { ClosuresEditor } from './ClosuresEditor';
import { PauseSwitch } from './PauseSwitch';
import { PaymentOptionsSection } from './PaymentOptionsSection';
import { SectionForm } from './SectionForm';
import { DetailsSection, OrderingSection, ServiceHoursSection } from './SettingsSections';
import { StaffAlertsSection } from './StaffAlertsSection';
import { WeekHoursEditor } from './WeekHoursEditor';
import { cleanZones, ZonesEditor } from './ZonesEditor';
import './settings.css';

const titleOf = (id: SettingsSectionId) =>
  SETTINGS_SECTIONS.find((section) => section.id === id)!.title;

type Week = HoursSettings['hours'];
type Slots = Pick<HoursSettings, 'leadTimeMinutes' | 'slotMinutes' | 'maxOrdersPerSlot'>;

/**
 * The page's sections, each its own form saved on its own; the pause takes effect on the tap.
 * Leaving with a section unsaved asks first.
 */
export function SettingsForm({ saved }: { saved: RestaurantSettingsView }) {
  const [dirty, setDirty] = useState<ReadonlySet<SettingsSectionId>>(new Set());
  const onDirty = useCallback(
    (id: SettingsSectionId, isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(id) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const unsaved = SETTINGS_SECTIONS.filter((section) => dirty.has(section.id));
  useLeaveGuard(unsaved.length > 0 ? t.leaveUnsaved(unsaved.map((s) => s.title)) : null);
  const section = { saved, onDirty };
  const today = zonedNow(new Date(), saved.timeZone).date;

  return (
    <div className="settings-form">
      <nav className="settings-nav" aria-label={t.sectionsNav}>
        <ul>
          {SETTINGS_SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a href={`#settings-${id}`}>
                {title}
                {dirty.has(id) && (
                  <>
                    <span className="settings-nav-dot" aria-hidden="true" />
                    <span className="visually-hidden">{t.unsaved}</span>
                  </>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PauseSwitch id="settings-pause" timeZone={saved.timeZone} />
      <SectionForm<Week>
        id="hours"
        title={titleOf('hours')}
        {...section}
        pick={(view) => view.hours.hours}
        toPatch={(hours) => ({ hours: { hours } })}
      >
        {(week, setWeek, errors) => (
          <>
            <fieldset className="card settings-section">
              <legend>{titleOf('hours')}</legend>
              <p className="muted">
                Up to four periods a day, on the restaurant's clock ({saved.timeZone}). A period
                that ends at or before it starts runs past midnight (e.g. 18:00–02:00).
              </p>
              <WeekHoursEditor
                week={week.default}
                onChange={(value) => setWeek((w) => ({ ...w, default: value }))}
                path="hours.hours.default"
                errors={errors}
              />
            </fieldset>
            {(['delivery', 'pickup', 'reservations'] as const).map((service) => (
              <ServiceHoursSection
                key={service}
                service={service}
                hours={week}
                onChange={(value) => setWeek((w) => ({ ...w, [service]: value }))}
                errors={errors}
              />
            ))}
          </>
        )}
      </SectionForm>
      <SectionForm
        id="closures"
        title={titleOf('closures')}
        {...section}
        pick={(view) => view.hours.closures}
        toPatch={(closures) => ({ hours: { closures } })}
      >
        {(closures, set, errors) => (
          <ClosuresEditor
            closures={closures}
            onChange={(value) => set(() => value)}
            today={today}
            errors={errors}
          />
        )}
      </SectionForm>
      <SectionForm<Slots>
        id="ordering"
        title={titleOf('ordering')}
        {...section}
        pick={({ hours: { leadTimeMinutes, slotMinutes, maxOrdersPerSlot } }) => ({
          leadTimeMinutes,
          slotMinutes,
          maxOrdersPerSlot,
        })}
        toPatch={(slots) => ({ hours: slots })}
      >
        {(slots, set, errors) => (
          <OrderingSection
            hours={slots}
            onChange={(change) => set((current) => ({ ...current, ...change }))}
            errors={errors}
          />
        )}
      </SectionForm>
      <SectionForm
        id="zones"
        title={titleOf('zones')}
        {...section}
        pick={(view) => view.zones}
        toPatch={(zones) => ({ zones: cleanZones(zones) })}
      >
        {(zones, set, errors) => (
          <ZonesEditor
            zones={zones}
            onChange={(value) => set(() => value)}
            currency={saved.currency}
            errors={errors}
          />
        )}
      </SectionForm>
      <SectionForm
        id="payments"
        title={titleOf('payments')}
        {...section}
        pick={(view) => view.payments}
        toPatch={(payments) => ({ payments })}
      >
        {(options, set) => (
          <PaymentOptionsSection
            title={titleOf('payments')}
            options={options}
            onChange={(value) => set(() => value)}
          />
        )}
      </SectionForm>
      <SectionForm
        id="bookings"
        title={titleOf('bookings')}
        {...section}
        pick={(view) => view.bookings}
        toPatch={(bookings) => ({ bookings })}
      >
        {(rules, set, errors) => (
          <BookingRulesSection
            rules={rules}
            onChange={(value) => set(() => value)}
            errors={errors}
          />
        )}
      </SectionForm>
      <SectionForm
        id="notifications"
        title={titleOf('notifications')}
        {...section}
        pick={(view) => view.alerts}
        toPatch={(alerts) => ({ alerts })}
      >
        {(alerts, set) => (
          <StaffAlertsSection alerts={alerts} onChange={(value) => set(() => value)} />
        )}
      </SectionForm>
      <SectionForm
        id="details"
        title={titleOf('details')}
        {...section}
        pick={(view) => view.details}
        toPatch={(details) => ({ details })}
      >
        {(details, set, errors) => (
          <DetailsSection
            details={details}
            onChange={(value) => set(() => value)}
            timeZone={saved.timeZone}
            currency={saved.currency}
            errors={errors}
          />
        )}
      </SectionForm>
    </div>
  );
}

/** /admin/settings: the owner's restaurant settings. */
export default function SettingsAdminPage() {
  usePageTitle(t.title);
  const query = useRestaurantSettingsQuery();
  return (
    <div className="admin-page settings-page">
      <h1 className="page-title">{t.title}</h1>
      {query.isPending && <Spinner />}
      {query.isError && (
        <p className="form-error" role="alert">
          {errorMessage(query.error, t.loadFailed)}
        </p>
      )}
      {query.data && <SettingsForm saved={query.data} />}
    </div>
  );
}

import { type StaffAlerts, staffAlertsTexts as t } from '@shared/staff-alerts';

/** The staff alerts: two switches, mailed only while no live view is open. */
export function StaffAlertsSection({
  alerts,
  onChange,
}: {
  alerts: StaffAlerts;
  onChange: (alerts: StaffAlerts) => void;
}) {
  const toggle = (key: keyof StaffAlerts) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...alerts, [key]: event.target.checked });
  return (
    <fieldset className="card settings-section">
      <legend>{t.title}</legend>
      <p className="muted">{t.hint}</p>
      <label className="check-row">
        <input type="checkbox" checked={alerts.newOrders} onChange={toggle('newOrders')} />
        {t.newOrders}
      </label>
      <label className="check-row">
        <input type="checkbox" checked={alerts.newBookings} onChange={toggle('newBookings')} />
        {t.newBookings}
      </label>
    </fieldset>
  );
}

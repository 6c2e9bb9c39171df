import { useRestaurantStatus } from './useRestaurantStatus';
import './stored-hours.css';

/**
 * The weekly hours as the owner saved them, as `<dt>/<dd>` rows for a list:
 * the contact page's and the order page's. Until the browser knows them (and in the prerendered
 * HTML) one quiet row keeps the place, so the card does not jump when they arrive.
 */
export function StoredHoursRows() {
  const status = useRestaurantStatus();
  if (!status) {
    return (
      <div aria-hidden="true">
        <dt>&nbsp;</dt>
        <dd className="muted">…</dd>
      </div>
    );
  }
  return (
    <>
      {status.hours.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>
            {line.value.split(' · ').map((part) => (
              <span key={part} className="stored-hours-part">
                {part}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </>
  );
}

/** One service's weekly hours as plain lines (its own, else the restaurant's), e.g. delivery. */
export function StoredServiceHours({ label }: { label: string }) {
  const status = useRestaurantStatus();
  const line = status?.hours.find((l) => l.label === label) ?? status?.hours[0];
  if (!line) return <p className="muted">…</p>;
  return (
    <p>
      {line.value.split(' · ').map((part) => (
        <span key={part} className="stored-hours-part">
          {part}
        </span>
      ))}
    </p>
  );
}

import { useRestaurantStatus } from './useRestaurantStatus';
import './stored-hours.css';

/**
 * The weekly hours as the owner saved them (issue 16, item 4), as `<dt>/<dd>` rows for a list:
 * the contact page's and the order page's. Until the browser knows them (and in the prerendered
 * HTML) one quiet row keeps the place, so the card does not jump when they arrive.
 */
export function StoredHoursRows({ only }: { only?: string }) {
  const status = useRestaurantStatus();
  if (!status) {
    return (
      <div aria-hidden="true">
        <dt>&nbsp;</dt>
        <dd className="muted">…</dd>
      </div>
    );
  }
  const lines = only ? status.hours.filter((line) => line.label === only) : status.hours;
  return (
    <>
      {(lines.length > 0 ? lines : status.hours.slice(0, 1)).map((line) => (
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

import { openStateLine, useRestaurantStatus } from './useRestaurantStatus';

/**
 * The slim bar under the header: open, closed or paused, and the closures of the coming week.
 * Its height is fixed and it is empty until the browser knows the state, so the prerendered HTML
 * hydrates unchanged and nothing below it moves when the words arrive.
 */
export function OpenStatusBar() {
  const status = useRestaurantStatus();
  const closed = status !== null && !(status.delivery.open && status.pickup.open);
  return (
    <div
      className={`open-status-bar${closed ? ' is-closed' : ''}`}
      role="status"
      aria-label="Opening hours"
    >
      {status && (
        <p className="container open-status-text">
          <span className="open-status-state">{openStateLine(status)}</span>
          {status.notices.map((notice) => (
            <span key={notice} className="open-status-notice">
              {notice}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

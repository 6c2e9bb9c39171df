/**
 * Moments on the order pages, in the restaurant's zone (src/web/lib/restaurant-time.ts), e.g.
 * "12 Mar 2026, 14:05", with the zone's short name when the reader's clock reads otherwise.
 */
export { formatDate, formatDateTime, formatTime } from '@web/lib/restaurant-time';

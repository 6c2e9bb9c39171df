// What the reservations feature shares: a booking's status badge, for the customer page.
// The pages are loaded lazily by the router from their own files.
export { StatusBadge } from './ReservationCard';

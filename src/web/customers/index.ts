// What the customers feature shares: the "now" panel (orders and bookings of the moment), for the
// back office's overview, the kitchen board and the bookings. The pages are loaded lazily by the
// router from their own files.
export { NowPanel } from './NowPanel';

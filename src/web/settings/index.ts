// What the settings feature shares: checkout's notice while ordering is paused or closed, and the
// reload of the diners' open state when a live event says it changed. The settings page and the
// back office's pause bar are loaded by the app from their own files.
export { OrderingNotice } from './OrderingNotice';
export { refreshRestaurantStatus } from './useRestaurantStatus';

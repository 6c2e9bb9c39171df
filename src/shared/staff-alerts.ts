import { z } from 'zod';

/**
 * Staff alerts: a mail to the staff for each new order and each new booking,
 * sent only while no back-office live view (the kitchen board, an order list, the dashboard) is
 * open anywhere, so a team watching a screen is not mailed as well. Off until the owner turns
 * them on in the settings.
 */
export const staffAlertsSchema = z.strictObject({
  /** New orders, to the staff who run orders (owner, manager). */
  newOrders: z.boolean(),
  /** New bookings, to the staff who run reservations (owner, manager, host). */
  newBookings: z.boolean(),
});
export type StaffAlerts = z.infer<typeof staffAlertsSchema>;

export const DEFAULT_STAFF_ALERTS: StaffAlerts = { newOrders: false, newBookings: false };

export const staffAlertsTexts = {
  title: 'Staff alerts',
  hint: 'A mail for each new order or booking while no kitchen board, order list or dashboard is open.',
  newOrders: 'Mail the owner and managers each new order',
  newBookings: 'Mail the owner, managers and hosts each new booking',
};

/** How long a back-office live view counts as open after its last sign of life (3 heartbeats). */
export const WATCHER_STALE_SECONDS = 75;

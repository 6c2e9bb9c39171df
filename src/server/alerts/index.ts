// Staff alerts: the mails to the staff for new orders and bookings, and the
// presence of the back office's live views that decides whether an order is told.
export type { NewBookingAlert, NewOrderAlert } from './mails';
export { createStaffAlerts, type StaffAlerts, type ViewPresence } from './service';

// What the staff feature shares: the staff list, for the audit log's names.
// The pages are loaded lazily by the router from their own files.
export { useStaffQuery } from './api';

// What the settings feature shares: checkout's notice while ordering is paused or closed.
// The settings page is loaded lazily by the router from its own file.
export { OrderingNotice } from './OrderingNotice';

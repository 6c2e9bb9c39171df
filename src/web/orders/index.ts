// The orders feature's public face: the order list, its items and the live stream, for the back
// office's order pages. The diner's pages are loaded lazily by the router from their own files.
export { CopyOrderIdButton, OrderItem } from './OrderItem';
export { OrderList } from './OrderList';
export { useOrderStream } from './useOrderStream';

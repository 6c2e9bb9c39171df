// The cart feature's public face: its queries, for the menu, checkout and the order pages.
// The cart page is loaded lazily by the router from its own file.
export { cartKeys, useAddToCartMutation, useRemoveLineMutation } from './api';

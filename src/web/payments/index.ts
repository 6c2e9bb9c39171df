// The payments feature's public face: the provider's checkout. Checkout and deposits import it
// lazily, so this file starts the chunk of the payment code, which no page loads up front.
export { openProviderCheckout } from './popup';

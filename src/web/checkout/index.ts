// The checkout feature's public face: saved addresses and pending transfers, for the account page
// and the order pages. The checkout pages are loaded lazily by the router from their own files.
export { AddressModal } from './AddressSection';
export {
  useAddressesQuery,
  useMakeDefaultAddressMutation,
  usePendingTransfersQuery,
  useRemoveAddressMutation,
} from './api';

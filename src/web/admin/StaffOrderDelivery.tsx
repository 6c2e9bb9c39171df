import { checkoutTexts } from '@shared/checkout';
import { deliveryAddressTexts } from '@shared/delivery-address';
import { guestCheckoutTexts } from '@shared/guest-checkout';
import { staffOrderTexts } from '@shared/staff-orders';
import { TextField } from '@web/ui/TextField';

/** Where a phone order goes, as the customer says it: street, area or postcode, directions. */
export interface StaffDelivery {
  address: string;
  area: string;
  directions: string;
}

export const NO_DELIVERY: StaffDelivery = { address: '', area: '', directions: '' };

/** The delivery fields of a phone order: the same three parts a diner enters at checkout. */
export function StaffOrderDelivery({
  value,
  onChange,
}: {
  value: StaffDelivery;
  onChange: (next: StaffDelivery) => void;
}) {
  const field = (key: keyof StaffDelivery) => ({
    value: value[key],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <div className="staff-order-fields">
      <TextField label={guestCheckoutTexts.deliveryAddress} required {...field('address')} />
      <TextField
        label={checkoutTexts.area}
        hint={staffOrderTexts.deliveryAreaHint}
        required
        {...field('area')}
      />
      <TextField
        label={deliveryAddressTexts.directions}
        hint={deliveryAddressTexts.directionsHint}
        {...field('directions')}
      />
    </div>
  );
}

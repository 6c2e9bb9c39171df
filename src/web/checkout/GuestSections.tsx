import { type CheckoutSummary, checkoutTexts } from '@shared/checkout';
import { DELIVERY_OPTIONS, PICKUP_OPTION } from '@shared/constants';
import { deliveryAddressTexts } from '@shared/delivery-address';
import type { Fulfilment } from '@shared/fulfilment';
import {
  type GuestStartPayment,
  type GuestStartPaymentInput,
  guestCheckoutTexts as g,
} from '@shared/guest-checkout';
import { Link } from '@web/lib/router';
import { TextField } from '@web/ui/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { OrderNoteField } from './CheckoutParts';
import { PickupSection } from './PickupSection';
import { ZoneNotice } from './ZoneNotice';

/** The guest checkout's form: the shared schema of the payment start. */
export type GuestForm = UseFormReturn<GuestStartPaymentInput, unknown, GuestStartPayment>;

const CHECKOUT_PATH = '/checkout/payment';

/** "Have an account? Sign in": offered, never forced; the guest cart joins the account. */
export function SignInOffer() {
  return (
    <p className="card guest-sign-in">
      <span>{g.haveAccount}</span>{' '}
      <Link
        to={`/Auth/login?redirect=${encodeURIComponent(CHECKOUT_PATH)}`}
        state={{ returnTo: CHECKOUT_PATH }}
      >
        {g.signIn}
      </Link>
      <span className="muted"> {g.signInHint}</span>
    </p>
  );
}

/** 1. Your details: whom the receipt (with the order's link) goes to and whom the restaurant calls. */
export function GuestDetails({ form }: { form: GuestForm }) {
  const { errors } = form.formState;
  const trimmed = { setValueAs: (value: string) => (value ?? '').trim() };
  return (
    <>
      <TextField
        label={checkoutTexts.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={checkoutTexts.email}
        type="email"
        autoComplete="email"
        hint={g.detailsHint}
        error={errors.email?.message}
        {...form.register('email', trimmed)}
      />
      <TextField
        label={checkoutTexts.phoneNumber}
        type="tel"
        autoComplete="tel"
        hint={checkoutTexts.contactPhoneHint}
        error={errors.phone?.message}
        {...form.register('phone', trimmed)}
      />
      <OrderNoteField error={errors.note?.message} registration={form.register('note')} />
    </>
  );
}

const fulfilmentOf = (option: string): Fulfilment =>
  option === PICKUP_OPTION ? 'pickup' : 'delivery';

/** 2. Delivery Details: Home Delivery or Pickup Station, chosen here (nothing is saved for a guest). */
export function GuestFulfilment({ form }: { form: GuestForm }) {
  const chosen = form.watch('fulfilment');
  return (
    <fieldset className="delivery-options">
      <legend className="visually-hidden">{g.fulfilmentLegend}</legend>
      {DELIVERY_OPTIONS.map((option) => {
        const value = fulfilmentOf(option);
        return (
          <label
            key={option}
            className={`delivery-option${chosen === value ? ' is-selected' : ''}`}
          >
            <input type="radio" value={value} {...form.register('fulfilment')} />
            {option}
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * 3. Where it goes: the address and its area or postcode for delivery (the zone's terms follow
 * as the area is typed), or the pickup place.
 */
export function GuestDestination({
  form,
  summary,
  onAreaBlur,
}: {
  form: GuestForm;
  summary: CheckoutSummary;
  onAreaBlur: () => void;
}) {
  const { errors } = form.formState;
  if (form.watch('fulfilment') === 'pickup') return <PickupSection pickup={summary.pickup} />;
  const area = form.register('area');
  return (
    <>
      <TextField
        label={g.deliveryAddress}
        autoComplete="street-address"
        hint={g.addressHint}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField
        label={checkoutTexts.area}
        autoComplete="address-level2"
        hint={checkoutTexts.areaHint}
        error={errors.area?.message}
        {...area}
        onBlur={(event) => {
          void area.onBlur(event);
          onAreaBlur();
        }}
      />
      <TextField
        label={deliveryAddressTexts.directions}
        hint={deliveryAddressTexts.directionsHint}
        error={errors.directions?.message}
        {...form.register('directions')}
      />
      <ZoneNotice
        delivery={summary.delivery}
        onChoosePickup={() => form.setValue('fulfilment', 'pickup')}
      />
    </>
  );
}

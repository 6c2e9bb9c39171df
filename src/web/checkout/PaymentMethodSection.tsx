import { checkoutTexts, startPaymentSchema } from '@shared/checkout';
import { type CheckoutPayment, checkoutPaymentTexts as t } from '@shared/checkout-payments';
import type { Fulfilment } from '@shared/fulfilment';
import { TextField } from '@web/ui/TextField';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { OrderNoteField } from './CheckoutParts';

/** Who pays and the note: the start of a payment (or an order paid in person) less its address. */
export const payerSchema = startPaymentSchema.omit({ addressId: true });
export type PayerForm = UseFormReturn<
  z.input<typeof payerSchema>,
  unknown,
  z.output<typeof payerSchema>
>;

/**
 * 'Payment Method' on the page itself: online through the provider, or in person when the owner
 * allows it for this fulfilment, then who pays (filled from the account), a phone for pickup and
 * the note. No dialog: the summary's button pays or places the order.
 */
export function PaymentMethodSection({
  form,
  fulfilment,
  inPersonAllowed,
  method,
  onMethod,
}: {
  form: PayerForm;
  fulfilment: Fulfilment;
  inPersonAllowed: boolean;
  method: CheckoutPayment;
  onMethod: (method: CheckoutPayment) => void;
}) {
  const { errors } = form.formState;
  return (
    <div className="form checkout-payment">
      {inPersonAllowed ? (
        <fieldset className="delivery-options payment-options">
          <legend className="visually-hidden">{t.choose}</legend>
          <label className={`delivery-option${method === 'online' ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="payment-method"
              checked={method === 'online'}
              onChange={() => onMethod('online')}
            />
            <span>
              <strong>{t.online}</strong>
              <span className="muted field-hint">{checkoutTexts.payWithBlurb}</span>
            </span>
          </label>
          <label className={`delivery-option${method === 'in_person' ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="payment-method"
              checked={method === 'in_person'}
              onChange={() => onMethod('in_person')}
            />
            <span>
              <strong>{t.inPerson(fulfilment)}</strong>
              <span className="muted field-hint">{t.inPersonHint(fulfilment)}</span>
            </span>
          </label>
        </fieldset>
      ) : (
        <p>{checkoutTexts.payWithBlurb}</p>
      )}
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
        error={errors.email?.message}
        {...form.register('email', { setValueAs: (value: string) => value.trim() })}
      />
      {fulfilment === 'pickup' && (
        <TextField
          label={checkoutTexts.contactPhone}
          type="tel"
          autoComplete="tel"
          hint={checkoutTexts.contactPhoneHint}
          error={errors.contactPhone?.message}
          {...form.register('contactPhone', {
            setValueAs: (value: string) => value?.trim() || undefined,
          })}
        />
      )}
      <OrderNoteField error={errors.note?.message} registration={form.register('note')} />
    </div>
  );
}

import { checkoutTexts, type StartedPayment, startPaymentSchema } from '@shared/checkout';
import { formatMoney } from '@shared/money';
import { errorMessage } from '@web/lib/api/errors';
import { Modal } from '@web/ui/Modal';
import { TextField } from '@web/ui/TextField';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useEffect, useState } from 'react';
import { startPayment } from './api';
import { OrderNoteField } from './CheckoutParts';

const payerSchema = startPaymentSchema.omit({ addressId: true });

/** Where the order goes: the chosen saved address (delivery), or pickup with a phone to call. */
export type PayDestination = { kind: 'delivery'; addressId: string } | { kind: 'pickup' };

/**
 * 'Pay with {provider}': full name, e-mail (trimmed), a contact phone for pickup (prefilled), an
 * optional note to the restaurant, the total (read-only: the server computes the amount anyway)
 * and 'Pay Now', which starts the payment on the server.
 */
export function PayModal({
  open,
  providerName,
  totalMinor,
  currency,
  destination,
  scheduledFor = null,
  defaults,
  onClose,
  onStarted,
}: {
  open: boolean;
  providerName: string;
  totalMinor: number;
  currency: string;
  destination: PayDestination;
  /** The chosen ready time (ISO); null: as soon as possible. */
  scheduledFor?: string | null;
  defaults: { fullName: string; email: string; contactPhone?: string };
  onClose: () => void;
  onStarted: (started: StartedPayment) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(payerSchema, { defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const pickup = destination.kind === 'pickup';

  useEffect(() => {
    if (open) {
      form.reset(defaults);
      setFormError(null);
    }
  }, [open, defaults, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (pickup && !values.contactPhone) {
      form.setError('contactPhone', { message: checkoutTexts.contactPhoneRequired });
      return;
    }
    try {
      onStarted(
        await startPayment({
          ...(destination.kind === 'delivery'
            ? { addressId: destination.addressId }
            : { contactPhone: values.contactPhone }),
          fullName: values.fullName,
          email: values.email.trim(),
          // The total shown: the server refuses (never charges) a different one (a zone changed).
          expectedTotalMinor: totalMinor,
          ...(values.note ? { note: values.note } : {}),
          ...(scheduledFor ? { scheduledFor } : {}),
        }),
      );
    } catch (error) {
      setFormError(errorMessage(error, 'We could not start the payment. Please try again.'));
    }
  });

  return (
    <Modal
      open={open}
      title={checkoutTexts.payWith(providerName)}
      onClose={onClose}
      className="pay-modal"
    >
      <form className="form" onSubmit={onSubmit} noValidate>
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
        {pickup && (
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
        <TextField
          label={checkoutTexts.total}
          value={formatMoney(totalMinor, currency)}
          readOnly
          className="input pay-total"
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {checkoutTexts.cancel}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {checkoutTexts.payNow}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { checkoutTexts, type StartedPayment, startPaymentSchema } from '@shared/checkout';
import { formatMoney } from '@shared/money';
import { useSchemaForm } from '@web/accounts/useAuthForm';
import { errorMessage } from '@web/lib/api/errors';
import { Modal } from '@web/ui/Modal';
import { TextField } from '@web/ui/TextField';
import { useEffect, useState } from 'react';
import { startPayment } from './api';

const payerSchema = startPaymentSchema.omit({ addressId: true });

/**
 * 'Pay with {provider}': full name, e-mail (trimmed), the total (read-only: the server computes
 * the amount anyway) and 'Pay Now', which starts the payment on the server.
 */
export function PayModal({
  open,
  providerName,
  totalMinor,
  currency,
  addressId,
  defaults,
  onClose,
  onStarted,
}: {
  open: boolean;
  providerName: string;
  totalMinor: number;
  currency: string;
  addressId: string;
  defaults: { fullName: string; email: string };
  onClose: () => void;
  onStarted: (started: StartedPayment) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(payerSchema, { defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(defaults);
      setFormError(null);
    }
  }, [open, defaults, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onStarted(
        await startPayment({ addressId, fullName: values.fullName, email: values.email.trim() }),
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

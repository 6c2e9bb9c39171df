import { checkoutTexts } from '@shared/checkout';
import { ORDER_NOTE_MAX_LENGTH } from '@shared/orders';
import { useEffect, useId, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentPhase } from './usePaymentFlow';

/** What became of the payment (verifying, closed, a transfer waiting, refused), in view. */
export function PaymentNotice({
  phase,
  onDismiss,
}: {
  phase: PaymentPhase;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The diner tapped far down the page (or in the closed frame): bring the outcome into view.
  useEffect(() => {
    if (phase.kind !== 'idle' && phase.kind !== 'in_checkout') {
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  }, [phase.kind]);
  if (phase.kind === 'idle' || phase.kind === 'in_checkout') return null;
  if (phase.kind === 'verifying') {
    return (
      <div ref={ref} className="checkout-banner is-info" role="status">
        <span className="spinner spinner-sm" aria-hidden="true" />
        {checkoutTexts.verifying}
      </div>
    );
  }
  const [tone, text] =
    phase.kind === 'cancelled'
      ? ['is-info', checkoutTexts.paymentCancelled]
      : phase.kind === 'transfer_pending'
        ? ['is-warning', checkoutTexts.transferPending]
        : ['is-error', phase.message];
  return (
    <div
      ref={ref}
      className={`checkout-banner ${tone}`}
      role={phase.kind === 'failed' ? 'alert' : 'status'}
    >
      <span>{text}</span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={onDismiss}
        aria-label="Dismiss message"
      >
        ×
      </button>
    </div>
  );
}

export function Step({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <li className="card checkout-step">
      <section className="checkout-step-body" aria-labelledby={titleId}>
        <h2 id={titleId} className="checkout-step-title">
          <span className="checkout-step-number" aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
        {children}
      </section>
    </li>
  );
}

/** The order's note to the restaurant, in the pay dialog and in the guest's contact details. */
export function OrderNoteField({
  error,
  registration,
}: {
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{checkoutTexts.noteLabel}</label>
      <textarea
        id={id}
        className="textarea"
        rows={2}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...registration}
      />
      <p id={`${id}-hint`} className="muted field-hint">
        {checkoutTexts.noteHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

import { checkoutTexts, type DeliveryOption } from '@shared/checkout';
import { DELIVERY_OPTIONS } from '@shared/constants';
import { errorMessage } from '@web/lib/api/errors';
import { useId, useState } from 'react';
import { useSaveDeliveryOptionMutation } from './api';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** 2. Delivery Details: the chosen option, and 'Select' to choose Home Delivery or Pickup Station. */
export function DeliverySection({ option }: { option: DeliveryOption | null }) {
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<DeliveryOption | null>(option);
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSaveDeliveryOptionMutation();
  const groupName = useId();

  const onSave = async () => {
    if (!choice) {
      setNotice({ tone: 'error', text: checkoutTexts.selectDeliveryOption });
      return;
    }
    setNotice(null);
    try {
      const answer = await save.mutateAsync(choice);
      setNotice({ tone: 'success', text: answer.message });
      setChoosing(false);
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <>
      <div className="checkout-step-row">
        <p className={option ? 'checkout-selected-address' : 'muted'}>
          {option ?? checkoutTexts.noDeliveryOption}
        </p>
        {!choosing && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              setChoice(option);
              setNotice(null);
              setChoosing(true);
            }}
          >
            {checkoutTexts.select}
          </button>
        )}
      </div>
      {choosing && (
        <fieldset className="delivery-options">
          <legend className="visually-hidden">{checkoutTexts.deliveryDetails}</legend>
          {DELIVERY_OPTIONS.map((value) => (
            <label
              key={value}
              className={`delivery-option${choice === value ? ' is-selected' : ''}`}
            >
              <input
                type="radio"
                name={groupName}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {value}
            </label>
          ))}
          <div className="delivery-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => void onSave()}
              disabled={save.isPending}
              aria-busy={save.isPending}
            >
              {checkoutTexts.save}
            </button>
            {option && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setChoosing(false)}
              >
                {checkoutTexts.cancel}
              </button>
            )}
          </div>
        </fieldset>
      )}
      <p className="checkout-notice-line" aria-live="polite">
        {notice && (
          <span className={notice.tone === 'error' ? 'text-error' : 'text-success'}>
            {notice.text}
          </span>
        )}
      </p>
    </>
  );
}

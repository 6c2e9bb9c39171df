import { type PaymentOptions, checkoutPaymentTexts as t } from '@shared/checkout-payments';

/** Which in-person payments diners may choose at checkout, one switch per fulfilment. */
export function PaymentOptionsSection({
  title,
  options,
  onChange,
}: {
  title: string;
  options: PaymentOptions;
  onChange: (options: PaymentOptions) => void;
}) {
  const toggle = (key: keyof PaymentOptions) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...options, [key]: event.target.checked });
  return (
    <fieldset className="card settings-section">
      <legend>{title}</legend>
      <p className="muted">{t.settingsIntro}</p>
      <label className="check-row">
        <input type="checkbox" checked={options.payAtPickup} onChange={toggle('payAtPickup')} />
        {t.payAtPickupLabel}
      </label>
      <label className="check-row">
        <input type="checkbox" checked={options.payOnDelivery} onChange={toggle('payOnDelivery')} />
        {t.payOnDeliveryLabel}
      </label>
    </fieldset>
  );
}

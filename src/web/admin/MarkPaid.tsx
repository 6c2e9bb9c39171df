import { type Order, orderTexts } from '@shared/orders';
import { paymentLinkTexts } from '@shared/payment-links';
import { type CounterPayment, staffOrderTexts as texts } from '@shared/staff-orders';
import { Modal } from '@web/ui/Modal';
import { useState } from 'react';
import { useMarkPaidMutation, useResendPaymentLinkMutation } from './staff-orders-api';
import './staff-order.css';

/**
 * A staff order not paid yet: "Unpaid — pay at counter" (or on delivery) and
 * "Mark paid", which asks how the money came in (cash or the card terminal) before it is recorded.
 * An order paid by a card payment link says the link was sent and can mail it again.
 */
export function MarkPaid({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const mark = useMarkPaidMutation();
  const resend = useResendPaymentLinkMutation();
  const byLink = order.paymentMethod === 'payment_link';
  const number = orderTexts.number(order.number);
  const send = (method: CounterPayment) => {
    setAsking(false);
    mark.mutate({ orderId: order.orderId, method });
  };
  return (
    <>
      <span className="unpaid-mark">
        {byLink
          ? texts.unpaidLinkSent
          : order.fulfilment === 'delivery'
            ? texts.unpaidDelivery
            : texts.unpaid}
      </span>
      {byLink && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={resend.isPending}
          aria-label={`${paymentLinkTexts.resend}: ${number} (${order.orderId})`}
          onClick={() => resend.mutate(order.orderId)}
        >
          {paymentLinkTexts.resend}
        </button>
      )}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={mark.isPending}
        aria-label={`${texts.markPaid}: ${number} (${order.orderId})`}
        onClick={() => setAsking(true)}
      >
        {texts.markPaid}
      </button>
      <Modal open={asking} title={`${texts.markPaid}: ${number}`} onClose={() => setAsking(false)}>
        <p>
          <strong>{order.customerName}</strong> · How was it paid?
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
            Not yet
          </button>
          <button type="button" className="btn btn-primary" onClick={() => send('cash')}>
            {texts.paymentLabels.cash}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => send('card_terminal')}>
            {texts.paymentLabels.card_terminal}
          </button>
        </div>
      </Modal>
    </>
  );
}

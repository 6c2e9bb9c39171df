import { type MailMessage, renderMail } from '@server/mail';
import type { PaymentRow } from '@server/payments';
import { BUSINESS } from '@shared/constants';
import { latePaymentTexts } from '@shared/late-payments';
import { formatMoney } from '@shared/money';

/** The mail telling the diner a payment that arrived after the checkout closed is refunded. */
export function lateRefundMail(
  payment: PaymentRow,
  charged: { amountMinor: number; currency: string },
  appUrl: string,
  /** Where the mail's button leads (a refused booking deposit: book again). */
  action: { label: string; url: string } = { label: 'Back to the menu', url: `${appUrl}/Menu` },
): MailMessage {
  const amount = formatMoney(charged.amountMinor, charged.currency);
  const { html, text } = renderMail({
    title: latePaymentTexts.refundMailTitle,
    greeting: `Hello ${payment.customerName},`,
    paragraphs: [
      payment.reason ?? latePaymentTexts.lateCartChanged,
      `We have asked the payment provider to refund ${amount} in full. Depending on your bank, it can take a few working days to reach your account.`,
    ],
    details: [
      ['Payment reference', payment.reference],
      ['Amount refunded', amount],
      ['Paid with', payment.method],
    ],
    action,
    footnote: `Questions? Call us on ${BUSINESS.phone} and give the payment reference.`,
  });
  return {
    kind: 'late_payment_refund',
    to: payment.email,
    subject: latePaymentTexts.refundMailSubject(BUSINESS.name),
    html,
    text,
    params: { payment_reference: payment.reference, amount_refunded: amount },
  };
}

import { checkoutTexts } from '@shared/checkout';
import { PICKUP_OPTION } from '@shared/constants';
import { guestCheckoutTexts as g, guestStartPaymentSchema } from '@shared/guest-checkout';
import { latePaymentTexts } from '@shared/late-payments';
import { scheduleTexts } from '@shared/scheduled-orders';
import { errorMessage } from '@web/lib/api/errors';
import { forgetGuestCart } from '@web/lib/guest-cart';
import { OrderingNotice } from '@web/settings';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useEffect, useMemo, useState } from 'react';
import { PaymentNotice, Step } from './CheckoutParts';
import {
  CheckoutEmpty,
  CheckoutLoadError,
  CheckoutLoading,
  usePaymentReturn,
} from './CheckoutStates';
import { GuestDestination, GuestDetails, GuestFulfilment, SignInOffer } from './GuestSections';
import {
  guestPayments,
  startGuestPayment,
  useGuestSummaryQuery,
  useGuestTransfersQuery,
  useGuestWhenQuery,
} from './guest-api';
import { OrderSummary } from './OrderSummary';
import { GuestTransferNotice } from './PendingTransferNotice';
import { useOrderingLive } from './useOrderingLive';
import { type PaymentBackend, usePaymentFlow } from './usePaymentFlow';
import { scheduledForOf, type WhenChoice, WhenSection } from './WhenSection';
import './checkout.css';
import './guest-checkout.css';

/** The area the summary is quoted for follows the typing after this pause (and on leaving the field). */
const AREA_PAUSE_MS = 500;

/** A guest's payment, recorded: this browser's mark of a guest cart goes (the cart is empty). */
const guestBackend: PaymentBackend = {
  verify: async (reference) => {
    const next = await guestPayments.verify(reference);
    forgetGuestCart();
    return next;
  },
  recorded: guestPayments.recorded,
};

/**
 * /checkout/payment for a guest: the same page as a signed-in diner's, but who
 * pays (name, e-mail, phone) and where it goes (address and area, or pickup) are typed here, and
 * "Sign in" is offered, not forced. After paying, the guest follows the order on its page.
 */
export default function GuestCheckoutPage() {
  usePageTitle(checkoutTexts.title);
  useOrderingLive();
  const form = useSchemaForm(guestStartPaymentSchema, {
    defaultValues: { fulfilment: 'delivery', fullName: '', email: '', phone: '', note: '' },
  });
  const fulfilment = form.watch('fulfilment');
  const typedArea = (form.watch('area') ?? '').trim();
  const [quotedArea, setQuotedArea] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuotedArea(typedArea), AREA_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedArea]);
  const area = fulfilment === 'delivery' ? quotedArea : '';
  const summary = useGuestSummaryQuery(fulfilment, area);
  const when = useGuestWhenQuery(fulfilment);
  const transfers = useGuestTransfersQuery();
  const flow = usePaymentFlow(guestBackend);
  const [whenChoice, setWhenChoice] = useState<WhenChoice>({ mode: 'asap' });
  const [blocker, setBlocker] = useState<string | null>(null);
  const option = useMemo(
    () => (fulfilment === 'pickup' ? PICKUP_OPTION : ('Home Delivery' as const)),
    [fulfilment],
  );

  const { waitingTransfer, phase } = usePaymentReturn(flow, transfers);

  if (summary.isPending) return <CheckoutLoading />;
  if (summary.isError) return <CheckoutLoadError onRetry={() => void summary.refetch()} />;

  const order = summary.data;
  const busy = flow.phase.kind === 'verifying' || flow.phase.kind === 'in_checkout';
  if (order.lines.length === 0) return <CheckoutEmpty flow={flow} />;

  const pay = form.handleSubmit(
    async (values) => {
      // The terms shown must be the typed area's: a tap straight from the field prices it first.
      const delivery = values.fulfilment === 'delivery';
      if (delivery && ((values.area ?? '') !== quotedArea || summary.isPlaceholderData)) {
        setQuotedArea(values.area ?? '');
        return setBlocker(g.checkTotal);
      }
      if (delivery && order.delivery?.refusal) return setBlocker(order.delivery.refusal.message);
      const times = when.data ?? (when.isPending ? (await when.refetch()).data : undefined);
      const scheduledFor = scheduledForOf(whenChoice, times);
      if (scheduledFor === undefined) return setBlocker(scheduleTexts.chooseTime);
      if (order.lines.some((line) => !line.available))
        return setBlocker(checkoutTexts.cartUnavailable);
      if (waitingTransfer)
        return setBlocker(
          latePaymentTexts.transferStillPending(
            waitingTransfer.amountMinor,
            waitingTransfer.currency,
            waitingTransfer.reference,
          ),
        );
      setBlocker(null);
      flow.dismiss();
      try {
        const started = await startGuestPayment({
          ...values,
          directions: values.directions || undefined,
          ...(values.fulfilment === 'pickup'
            ? { address: undefined, area: undefined, directions: undefined }
            : {}),
          // The total shown: the server refuses (never charges) a different one.
          expectedTotalMinor: order.totalMinor,
          ...(scheduledFor ? { scheduledFor } : {}),
        });
        await flow.open(started);
      } catch (error) {
        setBlocker(errorMessage(error, 'We could not start the payment. Please try again.'));
      }
    },
    () => setBlocker(g.checkDetails),
  );

  return (
    <section className="page container checkout-page">
      <h1 className="page-title">{checkoutTexts.title}</h1>
      <PaymentNotice phase={phase} onDismiss={flow.dismiss} />
      <GuestTransferNotice />
      <OrderingNotice option={option} />
      <SignInOffer />
      <div className="checkout-layout">
        <form className="checkout-steps-form" onSubmit={pay} noValidate>
          <ol className="checkout-steps">
            <Step number={1} title={g.yourDetails}>
              <GuestDetails form={form} />
            </Step>
            <Step number={2} title={checkoutTexts.deliveryDetails}>
              <GuestFulfilment form={form} />
            </Step>
            <Step
              number={3}
              title={
                fulfilment === 'pickup' ? checkoutTexts.pickupPlace : checkoutTexts.customerAddress
              }
            >
              <GuestDestination
                form={form}
                summary={order}
                onAreaBlur={() => setQuotedArea(typedArea)}
              />
            </Step>
            <Step number={4} title={scheduleTexts.heading}>
              <WhenSection
                options={when.data}
                loading={when.isPending}
                failed={when.isError}
                choice={whenChoice}
                onChange={(choice) => {
                  setWhenChoice(choice);
                  setBlocker(null);
                }}
              />
            </Step>
            <Step number={5} title={checkoutTexts.paymentMethod}>
              <p>{checkoutTexts.payWithBlurb}</p>
            </Step>
          </ol>
        </form>
        <OrderSummary
          summary={order}
          blocker={blocker}
          busy={busy || form.formState.isSubmitting}
          onProceed={() => void pay()}
        />
      </div>
    </section>
  );
}

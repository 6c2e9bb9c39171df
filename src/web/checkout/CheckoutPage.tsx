import { checkoutTexts, defaultAddressOf } from '@shared/checkout';
import { PICKUP_OPTION } from '@shared/constants';
import { latePaymentTexts } from '@shared/late-payments';
import { scheduleTexts } from '@shared/scheduled-orders';
import { useSession } from '@web/accounts/session';
import { OrderingNotice } from '@web/settings/OrderingNotice';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AddressSection } from './AddressSection';
import {
  useAddressesQuery,
  useCheckoutSummaryQuery,
  useDeliveryOptionQuery,
  usePendingTransfersQuery,
} from './api';
import { PaymentNotice, Step } from './CheckoutParts';
import { DeliverySection } from './DeliverySection';
import { OrderSummary } from './OrderSummary';
import { PayModal } from './PayModal';
import { PendingTransferNotice } from './PendingTransferNotice';
import { PickupSection } from './PickupSection';
import { useWhenOptionsQuery } from './schedule-api';
import { type PaymentPhase, usePaymentFlow } from './usePaymentFlow';
import { scheduledForOf, type WhenChoice, WhenSection } from './WhenSection';
import { ZoneNotice } from './ZoneNotice';
import './checkout.css';

/** /checkout/payment, 'Confirm order details': address, delivery, payment method and the order summary. */
export default function CheckoutPage() {
  usePageTitle(checkoutTexts.title);
  const { user } = useSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const summary = useCheckoutSummaryQuery(selectedId);
  const addresses = useAddressesQuery();
  const delivery = useDeliveryOptionQuery();
  const flow = usePaymentFlow();
  const transfers = usePendingTransfersQuery();
  const [payOpen, setPayOpen] = useState(false);
  const [blocker, setBlocker] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const returnedFrom = useRef(false);
  const when = useWhenOptionsQuery(delivery.data ?? null);
  const [whenChoice, setWhenChoice] = useState<WhenChoice>({ mode: 'asap' });

  // The default address (else the newest) is chosen until the diner picks another (or removes it).
  useEffect(() => {
    const list = addresses.data;
    if (list && !list.some((a) => a.id === selectedId))
      setSelectedId(defaultAddressOf(list)?.id ?? null);
  }, [addresses.data, selectedId]);

  // Back from a provider's hosted page (?reference=...): the server verifies, the browser never decides.
  const returnedReference = params.get('reference') ?? params.get('trxref');
  useEffect(() => {
    if (!returnedReference || returnedFrom.current) return;
    returnedFrom.current = true;
    setParams({}, { replace: true });
    void flow.verify(returnedReference);
  }, [returnedReference, setParams, flow.verify]);

  // The provider's checkout said a transfer is pending: ask the server, which asks the provider.
  const refetchTransfers = transfers.refetch;
  useEffect(() => {
    if (flow.phase.kind === 'transfer_pending') void refetchTransfers();
  }, [flow.phase.kind, refetchTransfers]);
  // Shown once in the transfer notice, with its amount and reference, rather than twice.
  // Read while rendering (not only in a handler), so the page re-renders when the list changes.
  const waitingTransfer = transfers.data?.[0];
  const pendingReference = flow.phase.kind === 'transfer_pending' ? flow.phase.reference : null;
  const phase: PaymentPhase =
    pendingReference && transfers.data?.some((w) => w.reference === pendingReference)
      ? { kind: 'idle' }
      : flow.phase;

  // A pickup's contact phone starts as the default saved address's phone (else the newest's).
  const lastPhone = defaultAddressOf(addresses.data)?.phone;
  const payer = useMemo(
    () => ({ fullName: user?.username ?? '', email: user?.email ?? '', contactPhone: lastPhone }),
    [user, lastPhone],
  );

  if (summary.isPending || addresses.isPending || delivery.isPending) {
    return (
      <section className="page container">
        <h1 className="page-title">{checkoutTexts.title}</h1>
        <Spinner label="Loading your order…" />
      </section>
    );
  }
  if (summary.isError || addresses.isError || delivery.isError) {
    return (
      <section className="page container">
        <h1 className="page-title">{checkoutTexts.title}</h1>
        <p className="form-error" role="alert">
          {checkoutTexts.loadError}
        </p>
        <button
          type="button"
          className="btn btn-secondary checkout-retry"
          onClick={() => {
            void summary.refetch();
            void addresses.refetch();
            void delivery.refetch();
          }}
        >
          Try again
        </button>
      </section>
    );
  }

  const order = summary.data;
  const busy = flow.phase.kind === 'verifying' || flow.phase.kind === 'in_checkout';
  if (order.lines.length === 0) {
    return (
      <section className="page container">
        <h1 className="page-title">{checkoutTexts.title}</h1>
        <PaymentNotice phase={flow.phase} onDismiss={flow.dismiss} />
        {flow.phase.kind !== 'verifying' && (
          <div className="empty-state">
            <p>{checkoutTexts.cartEmpty}</p>
            <Link className="btn btn-primary" to="/Menu">
              {checkoutTexts.browseMenu}
            </Link>
          </div>
        )}
      </section>
    );
  }

  const pickup = delivery.data === PICKUP_OPTION;
  const scheduledFor = scheduledForOf(whenChoice, when.data);
  const proceed = async () => {
    if (!pickup && !selectedId) return setBlocker(checkoutTexts.selectAddress);
    if (!delivery.data) return setBlocker(checkoutTexts.selectDeliveryOption);
    if (!pickup && order.delivery?.refusal) return setBlocker(order.delivery.refusal.message);
    // A tap before the times arrived (slow network) waits for them instead of asking for one.
    const times = when.data ?? (when.isPending ? (await when.refetch()).data : undefined);
    if (scheduledForOf(whenChoice, times) === undefined)
      return setBlocker(scheduleTexts.chooseTime);
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
    setPayOpen(true);
  };

  return (
    <section className="page container checkout-page">
      <h1 className="page-title">{checkoutTexts.title}</h1>
      <PaymentNotice phase={phase} onDismiss={flow.dismiss} />
      <PendingTransferNotice />
      <OrderingNotice option={delivery.data} />
      <div className="checkout-layout">
        <ol className="checkout-steps">
          <Step
            number={1}
            title={pickup ? checkoutTexts.pickupPlace : checkoutTexts.customerAddress}
          >
            {pickup ? (
              <PickupSection pickup={order.pickup} />
            ) : (
              <AddressSection
                addresses={addresses.data}
                selectedId={selectedId}
                onSelect={(id) => {
                  setSelectedId(id);
                  setBlocker(null);
                }}
              />
            )}
            {!pickup && <ZoneNotice delivery={order.delivery} />}
          </Step>
          <Step number={2} title={checkoutTexts.deliveryDetails}>
            <DeliverySection option={delivery.data} />
          </Step>
          <Step number={3} title={scheduleTexts.heading}>
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
          <Step number={4} title={checkoutTexts.paymentMethod}>
            <div className="checkout-step-row">
              <p>{checkoutTexts.payWithBlurb}</p>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => window.alert(checkoutTexts.changePaymentAlert)}
              >
                {checkoutTexts.change}
              </button>
            </div>
          </Step>
        </ol>
        <OrderSummary summary={order} blocker={blocker} busy={busy} onProceed={proceed} />
      </div>
      {(pickup || selectedId) && (
        <PayModal
          open={payOpen}
          providerName={order.provider.displayName}
          totalMinor={order.totalMinor}
          currency={order.currency}
          destination={
            pickup || !selectedId ? { kind: 'pickup' } : { kind: 'delivery', addressId: selectedId }
          }
          scheduledFor={scheduledFor ?? null}
          defaults={payer}
          onClose={() => setPayOpen(false)}
          onStarted={(started) => {
            setPayOpen(false);
            void flow.open(started);
          }}
        />
      )}
    </section>
  );
}

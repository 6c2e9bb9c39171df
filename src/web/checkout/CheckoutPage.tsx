import { checkoutTexts, defaultAddressOf } from '@shared/checkout';
import { PICKUP_OPTION } from '@shared/constants';
import { latePaymentTexts } from '@shared/late-payments';
import { scheduleTexts } from '@shared/scheduled-orders';
import { useSession } from '@web/accounts';
import { OrderingNotice } from '@web/settings';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useEffect, useMemo, useState } from 'react';
import { AddressSection } from './AddressSection';
import {
  useAddressesQuery,
  useCheckoutSummaryQuery,
  useDeliveryOptionQuery,
  usePendingTransfersQuery,
} from './api';
import { PaymentNotice, Step } from './CheckoutParts';
import {
  CheckoutEmpty,
  CheckoutLoadError,
  CheckoutLoading,
  usePaymentReturn,
} from './CheckoutStates';
import { DeliverySection } from './DeliverySection';
import { OrderSummary } from './OrderSummary';
import { PayModal } from './PayModal';
import { PendingTransferNotice } from './PendingTransferNotice';
import { PickupSection } from './PickupSection';
import { useWhenOptionsQuery } from './schedule-api';
import { useOrderingLive } from './useOrderingLive';
import { usePaymentFlow } from './usePaymentFlow';
import { scheduledForOf, type WhenChoice, WhenSection } from './WhenSection';
import { ZoneNotice } from './ZoneNotice';
import './checkout.css';

/** /checkout/payment, 'Confirm order details': address, delivery, payment method and the order summary. */
export default function CheckoutPage() {
  usePageTitle(checkoutTexts.title);
  useOrderingLive();
  const { user } = useSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const summary = useCheckoutSummaryQuery(selectedId);
  const addresses = useAddressesQuery();
  const delivery = useDeliveryOptionQuery();
  const flow = usePaymentFlow();
  const transfers = usePendingTransfersQuery();
  const [payOpen, setPayOpen] = useState(false);
  const [blocker, setBlocker] = useState<string | null>(null);
  const when = useWhenOptionsQuery(delivery.data ?? null);
  const [whenChoice, setWhenChoice] = useState<WhenChoice>({ mode: 'asap' });

  // The default address (else the newest) is chosen until the diner picks another (or removes it).
  useEffect(() => {
    const list = addresses.data;
    if (list && !list.some((a) => a.id === selectedId))
      setSelectedId(defaultAddressOf(list)?.id ?? null);
  }, [addresses.data, selectedId]);

  const { waitingTransfer, phase } = usePaymentReturn(flow, transfers);

  // A pickup's contact phone starts as the default saved address's phone (else the newest's).
  const lastPhone = defaultAddressOf(addresses.data)?.phone;
  const payer = useMemo(
    () => ({ fullName: user?.username ?? '', email: user?.email ?? '', contactPhone: lastPhone }),
    [user, lastPhone],
  );

  if (summary.isPending || addresses.isPending || delivery.isPending) return <CheckoutLoading />;
  if (summary.isError || addresses.isError || delivery.isError) {
    return (
      <CheckoutLoadError
        onRetry={() => {
          void summary.refetch();
          void addresses.refetch();
          void delivery.refetch();
        }}
      />
    );
  }

  const order = summary.data;
  const busy = flow.phase.kind === 'verifying' || flow.phase.kind === 'in_checkout';
  if (order.lines.length === 0) return <CheckoutEmpty flow={flow} />;

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

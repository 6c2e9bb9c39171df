import { checkoutTexts, defaultAddressOf } from '@shared/checkout';
import {
  type CheckoutPayment,
  inPersonAllowed,
  checkoutPaymentTexts as pt,
} from '@shared/checkout-payments';
import { PICKUP_OPTION } from '@shared/constants';
import { latePaymentTexts } from '@shared/late-payments';
import { scheduleTexts } from '@shared/scheduled-orders';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/accounts';
import { errorMessage } from '@web/lib/api/errors';
import { useNavigate } from '@web/lib/router';
import { OrderingNotice } from '@web/settings';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { AddressSection } from './AddressSection';
import {
  startPayment,
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
import { PaymentMethodSection, payerSchema } from './PaymentMethodSection';
import { PendingTransferNotice } from './PendingTransferNotice';
import { PickupSection } from './PickupSection';
import { placeInPersonOrder, usePaymentOptionsQuery } from './payment-options-api';
import { useWhenOptionsQuery } from './schedule-api';
import { useOrderingLive } from './useOrderingLive';
import { usePaymentFlow } from './usePaymentFlow';
import { scheduledForOf, type WhenChoice, WhenSection } from './WhenSection';
import { ZoneNotice } from './ZoneNotice';
import './checkout.css';

/**
 * /checkout/payment, 'Confirm order details', on one page: address, delivery, when, and the
 * payment method with who pays (filled from the account), then the order summary's one button:
 * it opens the provider's checkout, or places an order paid at pickup or on delivery.
 */
export default function CheckoutPage() {
  usePageTitle(checkoutTexts.title);
  useOrderingLive();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const summary = useCheckoutSummaryQuery(selectedId);
  const addresses = useAddressesQuery();
  const delivery = useDeliveryOptionQuery();
  const options = usePaymentOptionsQuery();
  const flow = usePaymentFlow();
  const transfers = usePendingTransfersQuery();
  const [blocker, setBlocker] = useState<string | null>(null);
  const [method, setMethod] = useState<CheckoutPayment>('online');
  const when = useWhenOptionsQuery(delivery.data ?? null);
  const [whenChoice, setWhenChoice] = useState<WhenChoice>({ mode: 'asap' });
  const form = useSchemaForm(payerSchema, {
    defaultValues: { fullName: user?.username ?? '', email: user?.email ?? '', note: '' },
  });

  // The default address (else the newest) is chosen until the diner picks another (or removes it).
  useEffect(() => {
    const list = addresses.data;
    if (list && !list.some((a) => a.id === selectedId))
      setSelectedId(defaultAddressOf(list)?.id ?? null);
  }, [addresses.data, selectedId]);

  // A pickup's contact phone starts as the default saved address's phone (else the newest's).
  const lastPhone = defaultAddressOf(addresses.data)?.phone;
  useEffect(() => {
    if (lastPhone && !form.getValues('contactPhone')) form.setValue('contactPhone', lastPhone);
  }, [lastPhone, form]);

  const { waitingTransfer, phase } = usePaymentReturn(flow, transfers);

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
  const busy =
    flow.phase.kind === 'verifying' ||
    flow.phase.kind === 'in_checkout' ||
    form.formState.isSubmitting;
  if (order.lines.length === 0) return <CheckoutEmpty flow={flow} />;

  const pickup = delivery.data === PICKUP_OPTION;
  const fulfilment = pickup ? 'pickup' : 'delivery';
  const inPerson = options.data ? inPersonAllowed(options.data, fulfilment) : false;
  const chosen: CheckoutPayment = inPerson ? method : 'online';

  const proceed = form.handleSubmit(
    async (values) => {
      if (!pickup && !selectedId) return setBlocker(checkoutTexts.selectAddress);
      if (!delivery.data) return setBlocker(checkoutTexts.selectDeliveryOption);
      if (!pickup && order.delivery?.refusal) return setBlocker(order.delivery.refusal.message);
      // A tap before the times arrived (slow network) waits for them instead of asking for one.
      const times = when.data ?? (when.isPending ? (await when.refetch()).data : undefined);
      const scheduledFor = scheduledForOf(whenChoice, times);
      if (scheduledFor === undefined) return setBlocker(scheduleTexts.chooseTime);
      if (order.lines.some((line) => !line.available))
        return setBlocker(checkoutTexts.cartUnavailable);
      if (pickup && !values.contactPhone) {
        form.setError('contactPhone', { message: checkoutTexts.contactPhoneRequired });
        return setBlocker(pt.checkDetails);
      }
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
      const body = {
        ...(pickup || !selectedId
          ? { contactPhone: values.contactPhone }
          : { addressId: selectedId }),
        fullName: values.fullName,
        email: values.email.trim(),
        // The total shown: the server refuses (never charges) a different one (a zone changed).
        expectedTotalMinor: order.totalMinor,
        ...(values.note ? { note: values.note } : {}),
        ...(scheduledFor ? { scheduledFor } : {}),
      };
      if (chosen === 'in_person') {
        try {
          const placed = await placeInPersonOrder(body);
          toast.success(pt.placed(placed.number));
          // The cart is empty now and the orders are new: everything cached about them is stale.
          await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
          navigate(`/user/orders/${placed.number}`);
        } catch (error) {
          setBlocker(errorMessage(error, pt.placeFailed));
        }
        return;
      }
      try {
        await flow.open(await startPayment(body));
      } catch (error) {
        setBlocker(errorMessage(error, pt.startFailed));
      }
    },
    () => setBlocker(pt.checkDetails),
  );

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
            <PaymentMethodSection
              form={form}
              fulfilment={fulfilment}
              inPersonAllowed={inPerson}
              method={chosen}
              onMethod={(next) => {
                setMethod(next);
                setBlocker(null);
              }}
            />
          </Step>
        </ol>
        <OrderSummary
          summary={order}
          blocker={blocker}
          busy={busy}
          onProceed={() => void proceed()}
          actionLabel={chosen === 'in_person' ? pt.placeOrder : checkoutTexts.proceedToPay}
        />
      </div>
    </section>
  );
}

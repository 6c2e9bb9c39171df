import type { MenuItem } from '@shared/catalog';
import { formatMoney } from '@shared/money';
import {
  type StaffOrderPayment,
  staffOrderWhenTexts,
  staffOrderTexts as texts,
} from '@shared/staff-orders';
import { DishOptionsDialog } from '@web/catalog/DishOptionsDialog';
import type { WhenChoice } from '@web/checkout/WhenSection';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { Link, useNavigate } from '@web/lib/router';
import { TextField } from '@web/ui/TextField';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { NO_DELIVERY, type StaffDelivery, StaffOrderDelivery } from './StaffOrderDelivery';
import { addLine, type DraftLine, draftLine, StaffOrderLines } from './StaffOrderLines';
import { StaffOrderMenu } from './StaffOrderMenu';
import { StaffOrderWhen, staffWhen } from './StaffOrderWhen';
import { usePlaceStaffOrderMutation, useStaffWhenQuery } from './staff-orders-api';
import './admin.css';
import './staff-order.css';

type Fulfilment = 'pickup' | 'delivery';

/**
 * /admin/orders/new: staff build an order from the menu (choices in the dish
 * dialog), take the customer's name and phone, pickup or delivery, and how they will pay at the
 * counter or on delivery. The server prices it (the running total is the same rule, shown) and
 * adds the zone's delivery fee; the order then waits as unpaid until someone marks it paid. When:
 * as soon as possible or a later slot; ASAP while online orders would refuse it needs "Take it
 * anyway" (StaffOrderWhen).
 */
export default function NewPhoneOrderPage() {
  usePageTitle(texts.title);
  const navigate = useNavigate();
  const place = usePlaceStaffOrderMutation();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [source, setSource] = useState<'phone' | 'counter'>('phone');
  const [fulfilment, setFulfilment] = useState<Fulfilment>('pickup');
  const [destination, setDestination] = useState<StaffDelivery>(NO_DELIVERY);
  const [payment, setPayment] = useState<StaffOrderPayment>('cash');
  const [note, setNote] = useState('');
  const [whenChoice, setWhenChoice] = useState<WhenChoice>({ mode: 'asap' });
  const [anyway, setAnyway] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const whenOptions = useStaffWhenQuery(fulfilment);

  const add = (item: MenuItem, options: MenuItemSelection = [], lineNote = '') => {
    const line = draftLine(item, options, lineNote);
    if (line) setLines((now) => addLine(now, line));
  };
  const pick = (item: MenuItem) =>
    (item.options?.length ?? 0) > 0 ? setChoosing(item) : add(item);
  const setQuantity = (key: string, quantity: number) =>
    setLines((now) =>
      quantity <= 0
        ? now.filter((l) => l.key !== key)
        : now.map((l) => (l.key === key ? { ...l, quantity } : l)),
    );
  const itemsTotal = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const delivery = fulfilment === 'delivery';
  /** A card payment link is mailed: the e-mail is then required. */
  const byLink = payment === 'payment_link';

  const submit = () => {
    setError(null);
    const when = staffWhen(whenChoice, anyway, whenOptions.data);
    if (!when.ok) {
      setError(when.message);
      return;
    }
    place.mutate(
      {
        lines: lines.map((l) => ({
          dishId: l.item.id,
          quantity: l.quantity,
          options: l.options,
          note: l.note,
        })),
        customer: { name, phone, email },
        source,
        fulfilment,
        ...(delivery ? { delivery: destination } : { expectedTotalMinor: itemsTotal }),
        payment,
        note,
        ...(when.scheduledFor ? { scheduledFor: when.scheduledFor } : {}),
        takeAnyway: when.takeAnyway,
      },
      {
        onSuccess: ({ order }) => {
          toast.success(`Order #${order.number} placed.`);
          navigate(`/admin/orders?search=${encodeURIComponent(order.orderId)}`);
        },
        onError: (failure) => {
          setError(errorMessage(failure, 'The order could not be placed.'));
          // Paused, closed or full since the screen asked: ask again, "Take it anyway" shows.
          if (failure instanceof ApiError && failure.fields.takeAnyway) void whenOptions.refetch();
        },
      },
    );
  };

  return (
    <section className="page admin-page staff-order-page">
      <p className="staff-order-back">
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1 className="page-title">{texts.title}</h1>
      <div className="staff-order-grid">
        <StaffOrderMenu onPick={pick} />
        <form
          className="staff-order-form"
          aria-label="The order"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 className="staff-order-heading">Order</h2>
          <StaffOrderLines lines={lines} onQuantity={setQuantity} />
          <h2 className="staff-order-heading">Customer</h2>
          <div className="staff-order-fields">
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
            />
            <TextField
              label="Phone"
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              required
            />
            <TextField
              label={byLink ? 'E-mail' : 'E-mail (optional)'}
              type="email"
              value={email}
              hint={
                byLink
                  ? 'The card payment link goes to this address.'
                  : staffOrderWhenTexts.emailHint
              }
              onChange={(e) => setEmail(e.target.value)}
              required={byLink}
            />
          </div>
          <Choice
            legend="Taken"
            value={source}
            options={[
              ['phone', 'On the phone'],
              ['counter', 'At the counter'],
            ]}
            onChange={setSource}
          />
          <Choice
            legend="Fulfilment"
            value={fulfilment}
            options={[
              ['pickup', 'Pickup'],
              ['delivery', 'Delivery'],
            ]}
            onChange={setFulfilment}
          />
          {delivery && <StaffOrderDelivery value={destination} onChange={setDestination} />}
          <StaffOrderWhen
            fulfilment={fulfilment}
            choice={whenChoice}
            onChange={setWhenChoice}
            anyway={anyway}
            onAnyway={setAnyway}
          />
          <Choice
            legend={
              delivery
                ? 'Payment (on delivery, or by link)'
                : 'Payment (at the counter, or by link)'
            }
            value={payment}
            options={[
              ['cash', texts.paymentChoices.cash],
              ['card_terminal', texts.paymentChoices.card_terminal],
              ['payment_link', texts.paymentChoices.payment_link],
            ]}
            onChange={setPayment}
          />
          <div className="field">
            <label htmlFor="staff-order-note">Note for the kitchen (optional)</label>
            <textarea
              id="staff-order-note"
              className="input"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <p className="staff-order-total" aria-live="polite">
            <span>Total</span>
            <strong>{formatMoney(itemsTotal)}</strong>
          </p>
          {delivery && <p className="muted">Plus the delivery zone's fee, added when placed.</p>}
          <p className="muted">
            {byLink
              ? 'Recorded as unpaid until the customer pays by the mailed link.'
              : 'Recorded as unpaid until you mark it paid.'}
          </p>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary"
            disabled={lines.length === 0 || place.isPending}
          >
            {place.isPending ? 'Placing…' : 'Place order'}
          </button>
        </form>
      </div>
      {choosing && (
        <DishOptionsDialog
          key={choosing.id}
          item={choosing}
          open
          adding={false}
          addLabel="Add to order"
          onClose={() => setChoosing(null)}
          onAdd={(options, lineNote) => {
            add(choosing, options, lineNote);
            setChoosing(null);
          }}
        />
      )}
    </section>
  );
}

type MenuItemSelection = Parameters<typeof draftLine>[1];

/** A small group of radio buttons. */
function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: Array<[T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="staff-order-choice">
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input
            type="radio"
            name={legend}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

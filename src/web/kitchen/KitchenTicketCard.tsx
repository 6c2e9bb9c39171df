import { zonedNow } from '@shared/calendar-dates';
import { formatOrderDelivery } from '@shared/delivery-address';
import { type KitchenTicket, kitchenTexts as t } from '@shared/kitchen';
import { formatMoney } from '@shared/money';
import { nextStep, type StageStep, stopStep } from '@shared/order-stage-views';
import { orderTexts } from '@shared/orders';
import { ageLevel, formatReadyTime, ticketAge } from '@shared/ready-time';
import { scheduledWhen, scheduleTexts } from '@shared/scheduled-orders';
import { LineChoices } from '@web/ui/LineChoices';
import './ticket-unpaid.css';

/** One order on the board: what the cook and the dispatcher need, and its next step. */
export function KitchenTicketCard({
  ticket,
  now,
  timeZone,
  busy,
  printing,
  onStep,
  onAcknowledge,
  onPrint,
}: {
  ticket: KitchenTicket;
  now: Date;
  timeZone: string;
  busy: boolean;
  /** This ticket is the one being printed. */
  printing: boolean;
  onStep: (ticket: KitchenTicket, step: StageStep) => void;
  onAcknowledge: (ticket: KitchenTicket) => void;
  onPrint: (ticket: KitchenTicket) => void;
}) {
  const waiting = ticket.stage === 'scheduled';
  // A scheduled order's age counts from when its preparation was due, when it reached New.
  const age = ticketAge(new Date(ticket.prepDueAt ?? ticket.paidAt), now);
  const level = waiting ? 'ok' : ageLevel(age, ticket.stage);
  const next = nextStep(ticket.stage, ticket.fulfilment);
  const stop = stopStep(ticket.stage);
  const fresh = !ticket.acknowledged && !waiting;
  return (
    <article
      className={`kitchen-ticket age-${level}${fresh ? ' kitchen-ticket-new' : ''}${printing ? ' printing' : ''}`}
      aria-label={orderTexts.orderNumberLabel(ticket.number)}
      data-order-id={ticket.orderId}
    >
      <header className="kitchen-ticket-head">
        <span className="kitchen-number">{orderTexts.number(ticket.number)}</span>
        {!waiting && <span className={`kitchen-age age-${level}`}>{t.age(age)}</span>}
      </header>
      {fresh && (
        <button type="button" className="btn kitchen-ack" onClick={() => onAcknowledge(ticket)}>
          {t.newTicket} {t.acknowledge}
        </button>
      )}
      {ticket.scheduledFor && (
        <p className="kitchen-scheduled">
          {scheduleTexts.scheduledFor(scheduledWhen(new Date(ticket.scheduledFor), now, timeZone))}
          {waiting && ticket.prepDueAt && ticket.prepDueAt !== ticket.scheduledFor && (
            <> · {scheduleTexts.startsAt(zonedNow(new Date(ticket.prepDueAt), timeZone).time)}</>
          )}
        </p>
      )}
      <p className="kitchen-fulfilment">
        {ticket.fulfilment === 'pickup' ? t.pickup : t.delivery} · {ticket.customerName} ·{' '}
        <a href={`tel:${ticket.customerPhone}`}>{ticket.customerPhone}</a>
      </p>
      {ticket.deliveryAddress && <p className="kitchen-address">{formatOrderDelivery(ticket)}</p>}
      {ticket.unpaid && (
        <p className="kitchen-unpaid">
          {ticket.unpaid.method === 'payment_link'
            ? t.linkOut
            : t.collect(formatMoney(ticket.unpaid.amountMinor), ticket.fulfilment)}
        </p>
      )}
      <ul className="kitchen-lines">
        {ticket.lines.map((line, i) => (
          // Lines keep their cart order and may repeat a name: the position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i}>
            <strong>{line.quantity} ×</strong> {line.name}
            <LineChoices choices={line.choices.map((name) => ({ name }))} note={line.note} />
          </li>
        ))}
      </ul>
      {ticket.note && <p className="kitchen-note">{ticket.note}</p>}
      {ticket.readyAt && (
        <p className="kitchen-ready">
          {formatReadyTime(new Date(ticket.readyAt), now, timeZone).text}
        </p>
      )}
      <div className="kitchen-actions">
        {next && (
          <button
            type="button"
            className="btn btn-primary kitchen-big kitchen-next"
            disabled={busy}
            onClick={() => onStep(ticket, next)}
          >
            {next.label}
          </button>
        )}
        {stop && (
          <button
            type="button"
            className="btn btn-danger kitchen-stop"
            disabled={busy}
            onClick={() => onStep(ticket, stop)}
          >
            {stop.label}
          </button>
        )}
        <button type="button" className="btn kitchen-print" onClick={() => onPrint(ticket)}>
          {t.print}
        </button>
      </div>
    </article>
  );
}

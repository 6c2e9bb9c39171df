import { type MailMessage, renderMail } from '@server/mail';
import { formatMoney } from '@shared/money';

/** What a staff alert shows of a new order (as recorded, before anyone touched it). */
export interface NewOrderAlert {
  orderId: string;
  customerName: string;
  fulfilment: 'delivery' | 'pickup';
  totalMinor: number;
  /** The diner's chosen ready time; null: as soon as possible. */
  scheduledFor: Date | null;
  lines: Array<{ name: string; quantity: number }>;
}

/** What a staff alert shows of a new booking. */
export interface NewBookingAlert {
  name: string;
  guests: number;
  /** The restaurant's calendar date and wall-clock time of the booking. */
  date: string;
  time: string;
  status: string;
  specialRequests: string | null;
}

const readyAt = (at: Date | null, timeZone: string) =>
  at
    ? new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(at)
    : 'As soon as possible';

export function newOrderAlertMail(
  to: string,
  order: NewOrderAlert,
  appUrl: string,
  timeZone: string,
): MailMessage {
  const dishes = order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  const { html, text } = renderMail({
    title: 'A new order came in',
    greeting: 'Hello,',
    paragraphs: [
      `${order.customerName} ordered ${dishes}.`,
      'No kitchen board or order list was open, so this mail tells you instead.',
    ],
    details: [
      ['Order ID', order.orderId],
      ['Fulfilment', order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'],
      ['Ready', readyAt(order.scheduledFor, timeZone)],
      ['Total', formatMoney(order.totalMinor)],
    ],
    action: { label: 'Open the kitchen board', url: `${appUrl}/admin/kitchen` },
    footnote: 'Turn these mails off in the back office under Settings, Staff alerts.',
  });
  return {
    kind: 'staff_new_order',
    to,
    subject: `New order ${order.orderId}: ${formatMoney(order.totalMinor)} (${order.fulfilment})`,
    html,
    text,
  };
}

export function newBookingAlertMail(
  to: string,
  booking: NewBookingAlert,
  appUrl: string,
): MailMessage {
  const { html, text } = renderMail({
    title: 'A new booking came in',
    greeting: 'Hello,',
    paragraphs: [
      `${booking.name} booked a table for ${booking.guests} on ${booking.date} at ${booking.time}.`,
      ...(booking.status === 'pending' ? ['It waits for your confirmation.'] : []),
    ],
    details: [
      ['Guests', String(booking.guests)],
      ['Date', booking.date],
      ['Time', booking.time],
      ['Status', booking.status === 'pending' ? 'Pending' : 'Confirmed'],
      ...(booking.specialRequests
        ? ([['Requests', booking.specialRequests]] as Array<[string, string]>)
        : []),
    ],
    action: { label: 'Open the reservations', url: `${appUrl}/admin/reservations` },
    footnote: 'Turn these mails off in the back office under Settings, Staff alerts.',
  });
  return {
    kind: 'staff_new_booking',
    to,
    subject: `New booking: ${booking.guests} on ${booking.date} at ${booking.time}`,
    html,
    text,
  };
}

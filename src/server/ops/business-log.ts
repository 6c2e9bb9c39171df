import type { DomainEvent, EventBus } from '@server/platform/events';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { routeLabel } from './http-metrics';

/** The info line of each order event. `order.paid` has none here: the checkout service already
 * logs "payment recorded" (with the reference and the number of orders) when it records one. */
const ORDER_EVENT_LINES: Partial<Record<DomainEvent['type'], string>> = {
  'order.due': 'scheduled order due, moved to New',
  'order.delivered': 'order delivered',
  'order.canceled': 'order canceled',
  'order.refunded': 'order refund went through',
};

/** Bookings do not pass through the event bus: they are read from their routes' answers. */
const BOOKING_ROUTES: Record<string, { status: number; event: string; line: string }> = {
  'POST /api/reservations': { status: 201, event: 'booking.made', line: 'booking made' },
  'POST /api/reservations/:id/cancel': {
    status: 200,
    event: 'booking.canceled',
    line: 'booking canceled',
  },
  'POST /api/admin/reservations/:id/confirm': {
    status: 200,
    event: 'booking.confirmed',
    line: 'booking confirmed',
  },
};

/**
 * One info line, and one count, per business event, on the instance where it happened. Order
 * events are taken where they are published rather than from a bus subscriber: on PostgreSQL
 * every instance hears every instance's events, so a subscriber would log each one N times.
 */
export function createBusinessLog(deps: {
  events: EventBus;
  registry: Registry;
  log: FastifyBaseLogger;
}) {
  const happened = new Counter({
    name: 'tavola_business_events_total',
    help: 'Business events that happened on this instance (order paid/delivered/canceled/refunded, bookings)',
    labelNames: ['event'] as const,
    registers: [deps.registry],
  });
  watchPublishedEvents(deps.events, deps.log, (type) => happened.inc({ event: type }));

  /** Called on every answered request: logs the bookings among them. */
  return function onResponse(request: FastifyRequest, reply: FastifyReply) {
    const booking = BOOKING_ROUTES[`${request.method} ${routeLabel(request)}`];
    if (!booking || reply.statusCode !== booking.status) return;
    happened.inc({ event: booking.event });
    const { id } = (request.params ?? {}) as { id?: string };
    request.log.info({ reservationId: id, userId: request.user?.id }, booking.line);
  };
}

/** Wraps the bus's publish in place (the domains hold this very object) to see what is sent. */
function watchPublishedEvents(
  bus: EventBus,
  log: FastifyBaseLogger,
  count: (type: DomainEvent['type']) => void,
) {
  const publish = bus.publish.bind(bus);
  bus.publish = async (event) => {
    await publish(event);
    count(event.type);
    const line = ORDER_EVENT_LINES[event.type];
    if (line) log.info({ userId: event.userId, orderIds: event.orderIds }, line);
  };
}

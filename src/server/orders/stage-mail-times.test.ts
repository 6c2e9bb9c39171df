import { receiptDeliveryWords } from '@server/checkout/receipts';
import { orderTimesTexts } from '@shared/order-times';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from './repository';
import { stageMail } from './stage-mails';

const LAGOS = 'Africa/Lagos';
const row = (changes: Partial<OrderRow> = {}) =>
  ({
    orderId: 'TV-MAILTIMES1',
    number: 1042,
    email: 'ada@example.com',
    customerName: 'Ada',
    fulfilment: 'delivery',
    deliveryAddress: '7 Admiralty Road',
    deliveryArea: 'Lekki Phase 1',
    deliveryDirections: null,
    deliveryEstimateMinutes: 40,
    readyAt: new Date('2026-11-24T19:41:00Z'),
    totalMinor: 5000_00,
    deliveryFeeMinor: 500_00,
    refundMinor: null,
    awaitingPayment: false,
    paymentId: 'p1',
    ...changes,
  }) as OrderRow;
const mail = (kind: 'accepted' | 'out_for_delivery', order: OrderRow, now: Date) =>
  stageMail({
    row: order,
    mail: kind,
    now,
    timeZone: LAGOS,
    action: { label: 'See your order', url: 'https://tavola.example/user/present-orders' },
    pickupAddress: 'Tavola, 14 Admiralty Way',
  }).text;

describe('the stage mails say the ready time and the delivery window', () => {
  it('accepted: ready in the kitchen, then the window from the ride kept with the order', () => {
    const text = mail('accepted', row(), new Date('2026-11-24T19:20:00Z'));
    expect(text).toContain('It will be ready in the kitchen: Ready around 20:41 (GMT+1).');
    expect(text).toContain('Delivery between 20:41 and 21:21.');
  });

  it('accepted late in the evening: the window crosses midnight', () => {
    const text = mail(
      'accepted',
      row({ readyAt: new Date('2026-11-24T22:50:00Z') }),
      new Date('2026-11-24T22:30:00Z'),
    );
    expect(text).toContain('Delivery between 23:50 today and 00:30 tomorrow.');
  });

  it('a pickup, or an order kept without a ride estimate: the ready time alone', () => {
    const now = new Date('2026-11-24T19:20:00Z');
    const pickup = mail(
      'accepted',
      row({ fulfilment: 'pickup', deliveryEstimateMinutes: null }),
      now,
    );
    expect(pickup).toContain('It will be ready for pickup: Ready around 20:41 (GMT+1).');
    expect(pickup).not.toContain('Delivery between');
    expect(mail('accepted', row({ deliveryEstimateMinutes: null }), now)).not.toContain(
      'Delivery between',
    );
  });

  it('on its way: the window runs from when the rider sets off, if after the ready time', () => {
    const text = mail('out_for_delivery', row(), new Date('2026-11-24T19:55:00Z'));
    expect(text).toContain('Delivery between 20:55 and 21:35.');
    const early = mail('out_for_delivery', row(), new Date('2026-11-24T19:30:00Z'));
    expect(early).toContain('Delivery between 20:41 and 21:21.');
  });
});

describe('the receipt’s delivery words', () => {
  const paidAt = new Date('2026-11-24T18:00:00Z');
  it.each([
    [
      'a chosen time: the window from it',
      new Date('2026-11-24T22:50:00Z'),
      'Delivery between 23:50 today and 00:30 tomorrow (GMT+1).',
    ],
    ['as soon as possible: the ride once ready', null, orderTimesTexts.travelAfterReady(40)],
  ] as const)('%s', (_, scheduledFor, words) => {
    const order = { fulfilment: 'delivery' as const, scheduledFor };
    expect(receiptDeliveryWords(order, 40, paidAt, LAGOS)).toBe(words);
  });

  it('says nothing for a pickup or a store without zones', () => {
    const at = new Date('2026-11-24T19:00:00Z');
    expect(
      receiptDeliveryWords({ fulfilment: 'pickup', scheduledFor: at }, 40, paidAt, LAGOS),
    ).toBeNull();
    expect(
      receiptDeliveryWords({ fulfilment: 'delivery', scheduledFor: at }, null, paidAt, LAGOS),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  isActive,
  isTerminal,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_STAGES,
  type OrderAction,
  type OrderActor,
  type OrderStage,
  transition,
} from './order-stages';

/**
 * Every (stage x action x actor x fulfilment) against a table written by hand from
 * docs/decisions/028-order-stages.md, not from the module. A cell is `-> next [refund]
 * [mail:kind]` for a legal move, `409 key` (not_allowed) or `403 key` (forbidden) for a refusal,
 * the key naming the exact message below; `delivery cell | pickup cell` when the two differ.
 */

const M = {
  completed: 'This order is already Completed.',
  rejected: 'This order is already Rejected.',
  canceled: 'This order is already Canceled.',
  alreadyAccepted: 'This order is already Accepted.',
  alreadyPreparing: 'This order is already Preparing.',
  alreadyReady: 'This order is already Ready.',
  alreadyOut: 'This order is already Out for delivery.',
  system: 'Only the restaurant or the diner can change the stage of an order.',
  dinerAccept: 'Only the restaurant can accept an order.',
  dinerPrep: 'Only the restaurant can start preparing an order.',
  dinerReady: 'Only the restaurant can mark an order ready.',
  dinerSendOut: 'Only the restaurant can send an order out for delivery.',
  dinerComplete: 'Only the restaurant can complete an order.',
  dinerReject: 'Only the restaurant can reject an order.',
  tooLate:
    'You can cancel only before the restaurant accepts the order. Call us and we will see what we can do.',
  pickupOut: 'Pickup orders are not sent out for delivery.',
  cancelNew: 'This order is New: reject it instead (a reason is still needed).',
  cancelScheduled: 'This order is Scheduled: reject it instead (a reason is still needed).',
  releaseByPerson: 'A scheduled order moves to New by itself when its preparation is due.',
  alreadyNew: 'This order is already New.',
  acceptScheduled: 'Only a New order can be accepted; this one is Scheduled.',
  prepScheduled: 'Only an Accepted order can start preparing; this one is Scheduled.',
  readyScheduled: 'Only an order being prepared can be marked ready; this one is Scheduled.',
  sendScheduled: 'Only a Ready order can be sent out for delivery; this one is Scheduled.',
  completeDScheduled:
    'A delivery order is completed once it is Out for delivery; this one is Scheduled.',
  completePScheduled: 'Only a Ready order can be completed; this one is Scheduled.',
  releaseAccepted: 'Only a Scheduled order moves to New; this one is Accepted.',
  releasePreparing: 'Only a Scheduled order moves to New; this one is Preparing.',
  releaseReady: 'Only a Scheduled order moves to New; this one is Ready.',
  releaseOut: 'Only a Scheduled order moves to New; this one is Out for delivery.',
  rejectAccepted: 'This order is Accepted: once accepted, an order is canceled, not rejected.',
  rejectPreparing: 'This order is Preparing: once accepted, an order is canceled, not rejected.',
  rejectReady: 'This order is Ready: once accepted, an order is canceled, not rejected.',
  rejectOut: 'This order is Out for delivery: once accepted, an order is canceled, not rejected.',
  acceptPreparing: 'Only a New order can be accepted; this one is Preparing.',
  acceptReady: 'Only a New order can be accepted; this one is Ready.',
  acceptOut: 'Only a New order can be accepted; this one is Out for delivery.',
  prepNew: 'Only an Accepted order can start preparing; this one is New.',
  prepReady: 'Only an Accepted order can start preparing; this one is Ready.',
  prepOut: 'Only an Accepted order can start preparing; this one is Out for delivery.',
  readyNew: 'Only an order being prepared can be marked ready; this one is New.',
  readyAccepted: 'Only an order being prepared can be marked ready; this one is Accepted.',
  readyOut: 'Only an order being prepared can be marked ready; this one is Out for delivery.',
  sendNew: 'Only a Ready order can be sent out for delivery; this one is New.',
  sendAccepted: 'Only a Ready order can be sent out for delivery; this one is Accepted.',
  sendPreparing: 'Only a Ready order can be sent out for delivery; this one is Preparing.',
  completeDNew: 'A delivery order is completed once it is Out for delivery; this one is New.',
  completeDAccepted:
    'A delivery order is completed once it is Out for delivery; this one is Accepted.',
  completeDPreparing:
    'A delivery order is completed once it is Out for delivery; this one is Preparing.',
  completeDReady: 'A delivery order is completed once it is Out for delivery; this one is Ready.',
  completePNew: 'Only a Ready order can be completed; this one is New.',
  completePAccepted: 'Only a Ready order can be completed; this one is Accepted.',
  completePPreparing: 'Only a Ready order can be completed; this one is Preparing.',
  completePOut: 'Only a Ready order can be completed; this one is Out for delivery.',
} as const;

const CANCELED = '-> canceled refund mail:canceled';
type Row = [stage: OrderStage, action: OrderAction, diner: string, staff: string, system: string];
const S = '403 system';

const R = '403 releaseByPerson';

const ACTIVE_ROWS: Row[] = [
  // Scheduled: only the system moves it on (to New, when its prep is due);
  // staff may reject it and the diner may cancel it, as while New.
  ['scheduled', 'release', R, R, '-> new'],
  ['scheduled', 'accept', '403 dinerAccept', '409 acceptScheduled', S],
  ['scheduled', 'start_preparing', '403 dinerPrep', '409 prepScheduled', S],
  ['scheduled', 'mark_ready', '403 dinerReady', '409 readyScheduled', S],
  ['scheduled', 'send_out', '403 dinerSendOut', '409 sendScheduled | 409 pickupOut', S],
  [
    'scheduled',
    'complete',
    '403 dinerComplete',
    '409 completeDScheduled | 409 completePScheduled',
    S,
  ],
  ['scheduled', 'reject', '403 dinerReject', '-> rejected refund mail:rejected', S],
  ['scheduled', 'cancel', CANCELED, '409 cancelScheduled', S],

  ['new', 'release', R, R, '409 alreadyNew'],
  ['new', 'accept', '403 dinerAccept', '-> accepted mail:accepted', S],
  ['new', 'start_preparing', '403 dinerPrep', '409 prepNew', S],
  ['new', 'mark_ready', '403 dinerReady', '409 readyNew', S],
  ['new', 'send_out', '403 dinerSendOut', '409 sendNew | 409 pickupOut', S],
  ['new', 'complete', '403 dinerComplete', '409 completeDNew | 409 completePNew', S],
  ['new', 'reject', '403 dinerReject', '-> rejected refund mail:rejected', S],
  ['new', 'cancel', CANCELED, '409 cancelNew', S],

  ['accepted', 'release', R, R, '409 releaseAccepted'],
  ['accepted', 'accept', '403 dinerAccept', '409 alreadyAccepted', S],
  ['accepted', 'start_preparing', '403 dinerPrep', '-> preparing', S],
  ['accepted', 'mark_ready', '403 dinerReady', '409 readyAccepted', S],
  ['accepted', 'send_out', '403 dinerSendOut', '409 sendAccepted | 409 pickupOut', S],
  ['accepted', 'complete', '403 dinerComplete', '409 completeDAccepted | 409 completePAccepted', S],
  ['accepted', 'reject', '403 dinerReject', '409 rejectAccepted', S],
  ['accepted', 'cancel', '409 tooLate', CANCELED, S],

  ['preparing', 'release', R, R, '409 releasePreparing'],
  ['preparing', 'accept', '403 dinerAccept', '409 acceptPreparing', S],
  ['preparing', 'start_preparing', '403 dinerPrep', '409 alreadyPreparing', S],
  ['preparing', 'mark_ready', '403 dinerReady', '-> ready | -> ready mail:ready', S],
  ['preparing', 'send_out', '403 dinerSendOut', '409 sendPreparing | 409 pickupOut', S],
  [
    'preparing',
    'complete',
    '403 dinerComplete',
    '409 completeDPreparing | 409 completePPreparing',
    S,
  ],
  ['preparing', 'reject', '403 dinerReject', '409 rejectPreparing', S],
  ['preparing', 'cancel', '409 tooLate', CANCELED, S],

  ['ready', 'release', R, R, '409 releaseReady'],
  ['ready', 'accept', '403 dinerAccept', '409 acceptReady', S],
  ['ready', 'start_preparing', '403 dinerPrep', '409 prepReady', S],
  ['ready', 'mark_ready', '403 dinerReady', '409 alreadyReady', S],
  [
    'ready',
    'send_out',
    '403 dinerSendOut',
    '-> out_for_delivery mail:out_for_delivery | 409 pickupOut',
    S,
  ],
  ['ready', 'complete', '403 dinerComplete', '409 completeDReady | -> completed', S],
  ['ready', 'reject', '403 dinerReject', '409 rejectReady', S],
  ['ready', 'cancel', '409 tooLate', CANCELED, S],

  // A pickup order never gets here; its rows only show the rules stay the same.
  ['out_for_delivery', 'release', R, R, '409 releaseOut'],
  ['out_for_delivery', 'accept', '403 dinerAccept', '409 acceptOut', S],
  ['out_for_delivery', 'start_preparing', '403 dinerPrep', '409 prepOut', S],
  ['out_for_delivery', 'mark_ready', '403 dinerReady', '409 readyOut', S],
  ['out_for_delivery', 'send_out', '403 dinerSendOut', '409 alreadyOut | 409 pickupOut', S],
  ['out_for_delivery', 'complete', '403 dinerComplete', '-> completed | 409 completePOut', S],
  ['out_for_delivery', 'reject', '403 dinerReject', '409 rejectOut', S],
  ['out_for_delivery', 'cancel', '409 tooLate', CANCELED, S],
];

/** A finished order refuses everything, to everyone, naming how it finished. */
const TERMINAL_ROWS: Row[] = (['completed', 'rejected', 'canceled'] as const).flatMap((stage) =>
  ORDER_ACTIONS.map(
    (action): Row => [stage, action, `409 ${stage}`, `409 ${stage}`, `409 ${stage}`],
  ),
);

const TABLE = [...ACTIVE_ROWS, ...TERMINAL_ROWS];

const INPUT = {
  now: new Date('2026-11-24T18:00:00Z'),
  timeZone: 'Africa/Lagos',
  estimate: { minutes: 20 },
  reason: 'We ran out of fish',
};

function expected(cell: string) {
  if (cell.startsWith('-> ')) {
    const [next, ...flags] = cell.slice(3).split(' ');
    const mail = flags.find((flag) => flag.startsWith('mail:'))?.slice(5) ?? null;
    return { ok: true, next, refund: flags.includes('refund'), mail };
  }
  const [status, key] = cell.split(' ') as [string, keyof typeof M];
  expect(M[key], `the table names an unknown message ${key}`).toBeDefined();
  return { ok: false, code: status === '409' ? 'not_allowed' : 'forbidden', message: M[key] };
}

describe('transition: every stage x action x actor x fulfilment', () => {
  it('the table covers every combination of the module, each once', () => {
    const keys = TABLE.map(([stage, action]) => `${stage}/${action}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      ORDER_STAGES.flatMap((stage) => ORDER_ACTIONS.map((action) => `${stage}/${action}`)).sort(),
    );
    expect([...ORDER_ACTORS]).toEqual(['diner', 'staff', 'system']);
  });

  it.each(TABLE)('%s + %s', (stage, action, diner, staff, system) => {
    const cells: Record<OrderActor, string> = { diner, staff, system };
    for (const actor of ORDER_ACTORS) {
      const [delivery, pickup = delivery] = cells[actor].split(' | ');
      for (const [fulfilment, cell] of [
        ['delivery', delivery],
        ['pickup', pickup],
      ] as const) {
        const result = transition(stage, action, actor, fulfilment, INPUT);
        const {
          readyAt: _readyAt,
          reason: _reason,
          ...outcome
        } = result as typeof result & {
          readyAt?: Date;
          reason?: string;
        };
        expect(outcome, `${actor} ${fulfilment}`).toEqual(expected(cell as string));
      }
    }
  });
});

describe('active and finished stages', () => {
  it('are the six the kitchen works on and the three it does not', () => {
    const finished = ['completed', 'rejected', 'canceled'];
    for (const stage of ORDER_STAGES) {
      expect(isTerminal(stage), stage).toBe(finished.includes(stage));
      expect(isActive(stage), stage).toBe(!finished.includes(stage));
    }
    expect(ORDER_STAGES.filter(isActive)).toEqual([
      'scheduled',
      'new',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
    ]);
  });
});

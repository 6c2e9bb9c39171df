import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  describeTimelineEntry,
  nextStep,
  progressIndex,
  progressSteps,
  stopStep,
} from './order-stage-views';
import { ORDER_STAGES, transition } from './order-stages';

const INPUT = {
  now: new Date('2026-11-24T18:00:00Z'),
  timeZone: 'Africa/Lagos',
  estimate: { minutes: 20 },
  reason: 'Kitchen closed early',
};

describe('the kitchen board', () => {
  it('has one column per active stage, in order', () => {
    expect(BOARD_COLUMNS).toEqual([
      'scheduled',
      'new',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
    ]);
  });

  it('gives a Scheduled ticket no step forward (the server moves it) and Reject', () => {
    expect(nextStep('scheduled', 'delivery')).toBeNull();
    expect(stopStep('scheduled')).toEqual({ action: 'reject', label: 'Reject' });
  });

  it.each([
    ['new', 'delivery', 'accept', 'Accept', 'reject', 'Reject'],
    ['accepted', 'pickup', 'start_preparing', 'Start preparing', 'cancel', 'Cancel order'],
    ['preparing', 'delivery', 'mark_ready', 'Ready', 'cancel', 'Cancel order'],
    ['ready', 'delivery', 'send_out', 'Out for delivery', 'cancel', 'Cancel order'],
    ['ready', 'pickup', 'complete', 'Complete', 'cancel', 'Cancel order'],
    ['out_for_delivery', 'delivery', 'complete', 'Complete', 'cancel', 'Cancel order'],
  ] as const)('%s (%s): %s "%s", or %s "%s"', (stage, fulfilment, next, label, stop, stopLabel) => {
    expect(nextStep(stage, fulfilment)).toEqual({ action: next, label });
    expect(stopStep(stage)).toEqual({ action: stop, label: stopLabel });
  });

  it('offers no button on a finished order', () => {
    for (const stage of ['completed', 'rejected', 'canceled'] as const) {
      expect(nextStep(stage, 'delivery')).toBeNull();
      expect(nextStep(stage, 'pickup')).toBeNull();
      expect(stopStep(stage)).toBeNull();
    }
  });

  it('every button it offers is one the rules let staff take', () => {
    for (const stage of ORDER_STAGES) {
      for (const fulfilment of ['delivery', 'pickup'] as const) {
        if (stage === 'out_for_delivery' && fulfilment === 'pickup') continue;
        for (const step of [nextStep(stage, fulfilment), stopStep(stage)]) {
          if (!step) continue;
          const result = transition(stage, step.action, 'staff', fulfilment, INPUT);
          expect(result.ok, `${stage} ${fulfilment} ${step.action}`).toBe(true);
        }
      }
    }
  });
});

describe("the diner's progress indicator", () => {
  it('has six steps for delivery and five for pickup', () => {
    expect(progressSteps('delivery')).toEqual([
      'new',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'completed',
    ]);
    expect(progressSteps('pickup')).toEqual(['new', 'accepted', 'preparing', 'ready', 'completed']);
  });

  it('places the order on its step, or nowhere once it left the path', () => {
    expect(progressIndex('new', 'pickup')).toBe(0);
    expect(progressIndex('scheduled', 'delivery')).toBe(0);
    expect(progressIndex('ready', 'delivery')).toBe(3);
    expect(progressIndex('completed', 'delivery')).toBe(5);
    expect(progressIndex('completed', 'pickup')).toBe(4);
    expect(progressIndex('out_for_delivery', 'pickup')).toBeNull();
    expect(progressIndex('rejected', 'delivery')).toBeNull();
    expect(progressIndex('canceled', 'pickup')).toBeNull();
  });
});

describe('the timeline', () => {
  const lagos = { fulfilment: 'pickup', timeZone: 'Africa/Lagos' } as const;

  it('shows the estimate given on acceptance, read from when it was given', () => {
    const entry = {
      stage: 'accepted',
      at: '2026-11-24T22:50:00Z',
      actor: 'staff',
      estimateReadyAt: '2026-11-24T23:15:00Z',
    } as const;
    expect(describeTimelineEntry(entry, { ...lagos, audience: 'diner' })).toEqual({
      title: 'Confirmed',
      time: '23:50',
      date: 'Tue, 24 Nov 2026',
      actor: 'Staff',
      detail: 'Ready tomorrow around 00:15',
    });
    expect(describeTimelineEntry(entry, { ...lagos, audience: 'staff' }).title).toBe('Accepted');
  });

  it('names who canceled for the diner, and shows the reason', () => {
    const byStaff = {
      stage: 'canceled',
      at: '2026-11-24T23:05:00Z',
      actor: 'staff',
      reason: 'Kitchen closed early',
    } as const;
    expect(describeTimelineEntry(byStaff, { ...lagos, audience: 'diner' })).toEqual({
      title: 'Canceled by the restaurant',
      time: '00:05',
      date: 'Wed, 25 Nov 2026',
      actor: 'Staff',
      detail: 'Reason: Kitchen closed early',
    });
    const byDiner = { stage: 'canceled', at: '2026-11-24T18:00:00Z', actor: 'diner' } as const;
    expect(describeTimelineEntry(byDiner, { ...lagos, audience: 'diner' }).title).toBe(
      'Canceled by you',
    );
    expect(describeTimelineEntry(byDiner, { ...lagos, audience: 'staff' })).toMatchObject({
      title: 'Canceled',
      actor: 'Diner',
    });
  });

  it('words a stage for the diner by fulfilment', () => {
    const ready = { stage: 'ready', at: '2026-11-24T18:00:00Z', actor: 'staff' } as const;
    const view = { timeZone: 'Africa/Lagos', audience: 'diner' } as const;
    expect(describeTimelineEntry(ready, { ...view, fulfilment: 'pickup' }).title).toBe(
      'Ready for pickup',
    );
    expect(describeTimelineEntry(ready, { ...view, fulfilment: 'delivery' }).title).toBe('Packed');
    const paid = { stage: 'new', at: '2026-11-24T18:00:00Z', actor: 'system' } as const;
    expect(describeTimelineEntry(paid, { ...view, fulfilment: 'delivery' })).toEqual({
      title: 'Order received',
      time: '19:00',
      date: 'Tue, 24 Nov 2026',
      actor: 'System',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fulfilment } from './fulfilment';
import {
  ORDER_ACTIONS,
  ORDER_ACTORS,
  type OrderAction,
  type OrderActor,
  type OrderStage,
  type TransitionInput,
  type TransitionResult,
  transition,
} from './order-stages';

/** Random walks from `new`: whatever is tried, by whoever, the order stays on its graph. */

// The stage graph, written out by hand per fulfilment.
const SHARED_EDGES = [
  'new->accepted',
  'accepted->preparing',
  'preparing->ready',
  'new->rejected',
  'new->canceled',
  'accepted->canceled',
  'preparing->canceled',
  'ready->canceled',
];
const EDGES: Record<Fulfilment, Set<string>> = {
  delivery: new Set([
    ...SHARED_EDGES,
    'ready->out_for_delivery',
    'out_for_delivery->completed',
    'out_for_delivery->canceled',
  ]),
  pickup: new Set([...SHARED_EDGES, 'ready->completed']),
};
/** Each walk is a few dozen calls of a pure function: thousands of them take well under a second. */
const RUNS = 2000;
const TERMINAL: OrderStage[] = ['completed', 'rejected', 'canceled'];

const validInput: TransitionInput = {
  now: new Date('2026-03-08T06:40:00Z'),
  timeZone: 'America/New_York',
  estimate: { minutes: 45 },
  reason: 'The oven broke',
};

// Staff act most often, as in a kitchen, so that walks get far enough to reach every edge.
const attempt = fc.record({
  action: fc.constantFrom(...ORDER_ACTIONS),
  actor: fc.oneof(
    { weight: 6, arbitrary: fc.constant('staff' as const) },
    fc.constantFrom(...ORDER_ACTORS),
  ),
});
const walk = fc.record({
  fulfilment: fc.constantFrom<Fulfilment>('delivery', 'pickup'),
  attempts: fc.array(attempt, { maxLength: 60, size: 'max' }),
});

interface Step {
  fulfilment: Fulfilment;
  stage: OrderStage;
  action: OrderAction;
  actor: OrderActor;
  result: TransitionResult;
}

/** Checks `check` on every step of every random walk from New (RUNS of them), legal or refused. */
function everyStep(
  check: (step: Step) => void,
  input: fc.Arbitrary<TransitionInput> = fc.constant(validInput),
) {
  fc.assert(
    fc.property(walk, input, ({ fulfilment, attempts }, transitionInput) => {
      let stage: OrderStage = 'new';
      for (const { action, actor } of attempts) {
        const result = transition(stage, action, actor, fulfilment, transitionInput);
        check({ fulfilment, stage, action, actor, result });
        if (result.ok) stage = result.next;
      }
    }),
    { numRuns: RUNS },
  );
}

describe('random sequences of actions from New', () => {
  it('follow only the edges of the graph, and pickup is never out for delivery', () => {
    const walked = { delivery: new Set<string>(), pickup: new Set<string>() };
    everyStep(({ fulfilment, stage, result }) => {
      if (!result.ok) return;
      const edge = `${stage}->${result.next}`;
      expect(EDGES[fulfilment].has(edge), `${fulfilment} ${edge}`).toBe(true);
      walked[fulfilment].add(edge);
      if (fulfilment === 'pickup') expect(result.next).not.toBe('out_for_delivery');
    });
    // The walks are long enough to have taken every edge, so the check above saw them all.
    expect(walked).toEqual(EDGES);
  });

  it('a finished order accepts nothing, and every refusal says why', () => {
    everyStep(({ stage, result }) => {
      if (TERMINAL.includes(stage)) expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
    });
  });

  it('a refund is owed exactly on the moves into Rejected or Canceled, with their mail', () => {
    everyStep(({ result }) => {
      if (!result.ok) return;
      const stopped = result.next === 'rejected' || result.next === 'canceled';
      expect(result.refund).toBe(stopped);
      if (stopped) expect(result.mail).toBe(result.next);
    });
  });

  it('the diner can only cancel a New order, and the system moves nothing', () => {
    let lateDinerCancels = 0;
    everyStep(({ stage, action, actor, result }) => {
      if (actor === 'system') expect(result.ok).toBe(false);
      if (actor === 'diner' && action === 'cancel' && stage !== 'new') lateDinerCancels += 1;
      if (actor === 'diner' && result.ok) {
        expect([stage, action, result.next]).toEqual(['new', 'cancel', 'canceled']);
      }
    });
    // The walks did try to cancel after acceptance, so the check above was put to the test.
    expect(lateDinerCancels).toBeGreaterThan(0);
  });

  it('any input at all is answered, never thrown; only accept and staff stops read it', () => {
    const anyInput = fc
      .record({ estimate: fc.anything(), reason: fc.anything() })
      .map((extra) => ({ ...validInput, ...extra }));
    everyStep(({ action, actor, result }) => {
      if (!result.ok && result.code === 'invalid_input') {
        expect(actor).toBe('staff');
        expect(['accept', 'reject', 'cancel']).toContain(action);
      }
    }, anyInput);
  });
});

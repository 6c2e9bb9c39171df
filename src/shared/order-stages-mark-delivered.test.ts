import { describe, expect, it } from 'vitest';
import { orderStageTexts } from './order-stage-texts';
import { markDeliveredShortcut, type OrderStage } from './order-stages';

/**
 * The back office's one-click "Mark as delivered" skips the kitchen's steps; it must never reach an
 * order the kitchen does not have yet (scheduled for later today or another day).
 */
describe('mark as delivered, by stage', () => {
  const table: Array<[OrderStage, 'allowed' | 'refused']> = [
    ['scheduled', 'refused'],
    ['new', 'allowed'],
    ['accepted', 'allowed'],
    ['preparing', 'allowed'],
    ['ready', 'allowed'],
    ['out_for_delivery', 'allowed'],
    // Finished orders are the caller's: marking twice is harmless, a canceled one is refused by status.
    ['completed', 'allowed'],
  ];

  it.each(table)('%s: %s', (stage, expected) => {
    const decided = markDeliveredShortcut(stage);
    if (expected === 'allowed') {
      expect(decided).toEqual({ ok: true });
    } else {
      expect(decided).toEqual({
        ok: false,
        code: 'not_allowed',
        message: orderStageTexts.refusals.scheduledNotDelivered,
      });
    }
  });

  it('says why and when it can be marked', () => {
    expect(orderStageTexts.refusals.scheduledNotDelivered).toMatch(/scheduled/i);
    expect(orderStageTexts.refusals.scheduledNotDelivered).toMatch(/New/);
  });
});

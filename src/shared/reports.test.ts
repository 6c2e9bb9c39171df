import { describe, expect, it } from 'vitest';
import { presetRange, reportRangeSchema } from './reports';

describe('report ranges', () => {
  it('turns presets into calendar days from the restaurant today', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('thisMonth', '2026-03-17')).toEqual({
      from: '2026-03-01',
      to: '2026-03-17',
    });
    expect(presetRange('lastMonth', '2026-03-17')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('refuses ranges backwards, longer than 366 days, or with dates that do not exist', () => {
    expect(reportRangeSchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(
      true,
    );
    expect(reportRangeSchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(
      true,
    );
    expect(reportRangeSchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(
      false,
    );
    expect(reportRangeSchema.safeParse({ from: '2026-02-02', to: '2026-02-01' }).success).toBe(
      false,
    );
    expect(reportRangeSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(
      false,
    );
    expect(reportRangeSchema.safeParse({ from: '2026-2-1', to: '2026-03-01' }).success).toBe(false);
    // Not dates at all: refused, never thrown (the fuzz found a 500 here).
    expect(reportRangeSchema.safeParse({ from: '', to: '' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ from: '-1000000', to: '2026-01-01' }).success).toBe(false);
  });
});

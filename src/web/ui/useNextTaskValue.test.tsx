import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNextTaskValue } from './useNextTaskValue';

describe('useNextTaskValue', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the first value at once and a new one only a task later', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useNextTaskValue(value), {
      initialProps: { value: 'loading' },
    });
    expect(result.current).toBe('loading');
    rerender({ value: 'ready' });
    expect(result.current).toBe('loading');
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe('ready');
  });

  it('hands on only the latest of values that change within one task', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useNextTaskValue(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(3);
  });
});

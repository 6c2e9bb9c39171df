import { FakeEventSource } from '@test/support/web/fake-event-source';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventStreamOptions, useEventStream } from './useEventStream';

/** The one stream loop of the order pages, the menu and the kitchen board. */
describe('useEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.install();
  });
  afterEach(() => {
    FakeEventSource.uninstall();
    vi.useRealTimers();
  });

  const listen = (options?: EventStreamOptions) => {
    const calls: Array<string | undefined> = [];
    const hook = renderHook(() =>
      useEventStream('/api/x/events', 'orders', (data) => calls.push(data), true, options),
    );
    return { calls, hook };
  };

  it('passes each message on with its data, and refreshes only after an interruption', () => {
    const { calls } = listen();
    act(() => FakeEventSource.latest().open());
    expect(calls).toEqual([]);
    act(() => FakeEventSource.latest().emit('orders', { type: 'order.paid' }));
    expect(calls).toEqual([JSON.stringify({ type: 'order.paid' })]);
    // The browser reconnects by itself while the stream is only CONNECTING: no new one of ours.
    const source = FakeEventSource.latest();
    act(() => {
      source.readyState = FakeEventSource.CONNECTING;
      source.onerror?.();
    });
    act(() => vi.advanceTimersByTime(120_000));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => source.open());
    expect(calls.at(-1)).toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('retries a refused stream after 3 s, then 6 s', () => {
    listen();
    act(() => FakeEventSource.latest().fail());
    act(() => vi.advanceTimersByTime(2999));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().fail());
    act(() => vi.advanceTimersByTime(5999));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('with the board’s options: its own backoff on any error, a refresh on every open, the state told', () => {
    const states: boolean[] = [];
    const { calls } = listen({
      retry: { firstMs: 1000, maxMs: 30_000 },
      closeOnError: true,
      refreshOnOpen: 'always',
      onConnection: (up) => states.push(up),
    });
    const first = FakeEventSource.latest();
    act(() => first.open());
    expect(calls).toEqual([undefined]);
    act(() => {
      first.readyState = FakeEventSource.CONNECTING;
      first.onerror?.();
    });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().open());
    expect(calls).toEqual([undefined, undefined]);
    expect(states).toEqual([true, false, true]);
  });

  it('closes the stream when the screen goes', () => {
    const { hook } = listen();
    const source = FakeEventSource.latest();
    hook.unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});

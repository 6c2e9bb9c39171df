import { waitFor } from '@testing-library/react';

/**
 * A stand-in for the browser's EventSource (jsdom has none), installed on globalThis: tests open
 * it as the app does, then push events, errors and reopenings the way a server and network would.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server accepted the stream. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  /** The server sent `data` as event `type`. */
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The connection dropped. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened.');
    return last;
  }
  /**
   * The stream the screen opened, once it has: screens open it in an effect, after their render.
   */
  static async opened(): Promise<FakeEventSource> {
    return waitFor(() => FakeEventSource.latest());
  }
  static install() {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  }
  static uninstall() {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  }
}

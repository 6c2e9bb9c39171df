import type { AddressInfo } from 'node:net';
import { createLocalEventBus } from '@server/platform/events';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStreams } from './event-stream';

/** Reads a stream's text until `until` appears in it (or fails after a few seconds). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: string) {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!text.includes(until)) {
    if (Date.now() > deadline) throw new Error(`"${until}" never came; got: ${text}`);
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

const waitFor = async (condition: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the event stream (server-sent events)', () => {
  const bus = createLocalEventBus();
  const streams = createEventStreams({ heartbeatMs: 30 });
  const app = Fastify();
  let url = '';

  beforeAll(async () => {
    app.addHook('preClose', async () => streams.closeAll());
    app.get('/events', async (request, reply) => {
      streams.open(request, reply, bus, (event) =>
        event.userId === 'me' ? { event: 'orders', data: { orderIds: event.orderIds } } : null,
      );
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/events`;
  });
  afterAll(() => app.close());

  it('streams the events meant for the listener, with heartbeats, and forgets a client that disconnects', async () => {
    const controller = new AbortController();
    const response = await fetch(url, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = response.body!.getReader();
    expect(await readUntil(reader, ': connected')).toContain('retry: 3000');
    await bus.publish({ type: 'order.paid', userId: 'someone else', orderIds: ['TV-NOPE'] });
    await bus.publish({ type: 'order.paid', userId: 'me', orderIds: ['TV-MINE'] });
    const text = await readUntil(reader, 'TV-MINE');
    expect(text).toContain('event: orders\ndata: {"orderIds":["TV-MINE"]}\n\n');
    expect(text).not.toContain('TV-NOPE');
    await readUntil(reader, ': ping');
    expect(streams.size).toBe(1);
    controller.abort();
    await waitFor(() => streams.size === 0);
  });

  it('ends every open stream on closeAll (server shutdown)', async () => {
    const response = await fetch(url);
    const reader = response.body!.getReader();
    await readUntil(reader, ': connected');
    streams.closeAll();
    for (;;) if ((await reader.read()).done) break;
    expect(streams.size).toBe(0);
  });
});

import type { AddressInfo } from 'node:net';
import { registerErrorHandling } from '@server/errors';
import { createLocalEventBus } from '@server/platform/events';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStreams, type StreamOwner } from './event-stream';

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
      await streams.open(request, reply, bus, (event) =>
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

describe('the event streams of sessions', () => {
  const bus = createLocalEventBus();
  const live = new Map<string, boolean>();
  const owner = (sessionId: string, userId: string, ttlMs = 60_000): StreamOwner => ({
    sessionId,
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
    stillLive: async () => live.get(sessionId) ?? false,
  });
  const streams = createEventStreams({
    heartbeatMs: 1000,
    sessionCheckMs: 30,
    limits: { perSession: 2, perAddress: 50 },
    // The test names the session in a header; the app reads its cookie.
    ownerOf: async (request) => {
      const [id = '', user = '', ttl] = String(request.headers['x-session'] ?? '').split(':');
      return id ? owner(id, user, ttl ? Number(ttl) : undefined) : null;
    },
  });
  const app = Fastify();
  let url = '';

  beforeAll(async () => {
    registerErrorHandling(app);
    app.addHook('preClose', async () => streams.closeAll());
    app.get('/events', async (request, reply) => {
      await streams.open(request, reply, bus, () => null);
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/events`;
  });
  afterAll(() => app.close());

  const open = async (session: string) => {
    const [id = ''] = session.split(':');
    if (id) live.set(id, true);
    const response = await fetch(url, { headers: session ? { 'x-session': session } : {} });
    if (response.status !== 200) return { status: response.status, ended: Promise.resolve() };
    const reader = response.body!.getReader();
    await readUntil(reader, ': connected');
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) break;
    })();
    return { status: response.status, ended };
  };
  const endsWithin = (ended: Promise<void>, ms: number) =>
    Promise.race([
      ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), ms)),
    ]);

  it('refuses a stream without a session, and one over the cap of its session', async () => {
    expect((await open('')).status).toBe(401);
    const a = [await open('s1:u1'), await open('s1:u1')];
    expect(a.map((s) => s.status)).toEqual([200, 200]);
    expect((await open('s1:u1')).status).toBe(429);
    expect((await open('s2:u1')).status).toBe(200);
    streams.closeAll();
  });

  it('ends the streams of one session, or of every session of a user, when told', async () => {
    const [one, two, other] = [await open('s3:u3'), await open('s4:u3'), await open('s5:u5')];
    streams.closeSessions({ sessionId: 's3' });
    await endsWithin(one.ended, 2000);
    expect(streams.size).toBe(2);
    streams.closeSessions({ userId: 'u3' });
    await endsWithin(two.ended, 2000);
    expect(streams.size).toBe(1);
    await waitFor(() => streams.size === 1);
    void other;
    streams.closeAll();
  });

  it('ends a stream whose session no longer stands at its next check, or at its expiry', async () => {
    const revoked = await open('s6:u6');
    const expiring = await open('s7:u7:300');
    live.set('s6', false);
    await endsWithin(revoked.ended, 2000);
    await endsWithin(expiring.ended, 2000);
    expect(streams.size).toBe(0);
  });
});

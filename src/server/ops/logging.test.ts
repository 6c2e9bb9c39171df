import { Writable } from 'node:stream';
import { testConfig } from '@server/config';
import type { Db } from '@server/db/client';
import { registerErrorHandling } from '@server/errors';
import { createLocalEventBus } from '@server/platform/events';
import { loggerOptions } from '@server/platform/logging';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { opsRoutes } from '.';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}
const INFO = 30;
const DEBUG = 20;
const ERROR = 50;

/** An app with the production logger settings, writing to memory, and a few routes to log. */
async function loggedApp(level: 'debug' | 'info') {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  const events = createLocalEventBus();
  const app = Fastify({
    ...loggerOptions(testConfig({ LOG_LEVEL: level })),
    logger: { level, stream },
  });
  registerErrorHandling(app);
  const db = { execute: async () => ({ rows: [] }) } as unknown as Db;
  await app.register(opsRoutes({ db, config: { metricsToken: '' }, events }));
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('database exploded');
  });
  app.post('/api/reservations', async (_request, reply) => reply.status(201).send({}));
  await app.ready();
  return { app, lines, events };
}

describe('quiet logs', () => {
  let t: Awaited<ReturnType<typeof loggedApp>>;
  afterEach(async () => {
    await t.app.close();
  });

  describe('at info (the default)', () => {
    beforeEach(async () => {
      t = await loggedApp('info');
    });

    it('writes nothing for ordinary requests, not even a 404', async () => {
      await t.app.inject({ method: 'GET', url: '/ok' });
      await t.app.inject({ method: 'GET', url: '/nowhere' });
      await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(t.lines).toEqual([]);
    });

    it('writes exactly one line per unexpected error, at error, with the request id', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(t.lines).toHaveLength(1);
      expect(t.lines[0]).toMatchObject({ level: ERROR, msg: 'unhandled error' });
      // Unique across instances and restarts (Fastify's own ids count from req-1 in each process).
      expect(t.lines[0]!.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(JSON.stringify(t.lines[0])).toContain('database exploded');
    });

    it('writes one info line per business event on the instance where it happened', async () => {
      await t.events.publish({ type: 'order.delivered', userId: 'u1', orderIds: ['TV-1'] });
      await t.events.publish({ type: 'order.canceled', userId: 'u1', orderIds: ['TV-2'] });
      await t.events.publish({ type: 'order.refunded', userId: 'u1', orderIds: ['TV-2'] });
      // The checkout service logs "payment recorded" for a paid order: no second line here.
      await t.events.publish({ type: 'order.paid', userId: 'u1', orderIds: ['TV-3'] });
      await t.app.inject({ method: 'POST', url: '/api/reservations', payload: {} });
      expect(t.lines.map((line) => [line.level, line.msg])).toEqual([
        [INFO, 'order delivered'],
        [INFO, 'order canceled'],
        [INFO, 'order refund went through'],
        [INFO, 'booking made'],
      ]);
      expect(t.lines[0]).toMatchObject({ userId: 'u1', orderIds: ['TV-1'] });
    });
  });

  describe('at debug', () => {
    beforeEach(async () => {
      t = await loggedApp('debug');
    });

    it('writes one line per request: method, route pattern, status and duration', async () => {
      await t.app.inject({ method: 'GET', url: '/ok?x=1' });
      await t.app.inject({ method: 'GET', url: '/nowhere/at/all' });
      expect(t.lines).toHaveLength(2);
      expect(t.lines[0]).toMatchObject({
        level: DEBUG,
        msg: 'request',
        method: 'GET',
        route: '/ok',
        status: 200,
        ms: expect.any(Number),
      });
      expect(t.lines[1]).toMatchObject({ route: '(unmatched)', status: 404 });
    });

    it('adds the request line to the one error line of a failed request', async () => {
      await t.app.inject({ method: 'GET', url: '/boom' });
      expect(t.lines.map((line) => [line.level, line.msg])).toEqual([
        [ERROR, 'unhandled error'],
        [DEBUG, 'request'],
      ]);
      expect(t.lines[0]!.reqId).toBe(t.lines[1]!.reqId);
    });
  });
});

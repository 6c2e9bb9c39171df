import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** Things that happened, for live screens (server-sent events). */
export type DomainEvent =
  | { type: 'order.paid'; userId: string; orderIds: string[] }
  /** A paid order scheduled for later: on the board's Scheduled column, no chime yet. */
  | { type: 'order.scheduled'; userId: string; orderIds: string[] }
  /** A scheduled order's preparation is due: it moved to New (the boards chime). */
  | { type: 'order.due'; userId: string; orderIds: string[] }
  | { type: 'order.delivered'; userId: string; orderIds: string[] }
  | { type: 'order.canceled'; userId: string; orderIds: string[] }
  /** A refund of a canceled order changed state (e.g. a retried refund went through). */
  | { type: 'order.refunded'; userId: string; orderIds: string[] }
  /** An order moved to another stage (the kitchen board and the diner's pages follow). */
  | { type: 'order.stage'; userId: string; orderIds: string[] }
  /** Staff acknowledged a new ticket: every board stops highlighting it. */
  | { type: 'order.acknowledged'; userId: string; orderIds: string[] }
  /** The menu changed (a dish sold out or back, a stock count, an edit): open menus reload. */
  | { type: 'menu.changed'; userId: string; orderIds: string[] }
  /** Online ordering stopped or started (the pause, hours, closures): open storefronts ask again. */
  | { type: 'ordering.changed'; userId: string; orderIds: string[] }
  /**
   * A user's rights changed (a new role, deactivation): each of their open live streams, on every
   * instance, asks at once whether its session still stands as it was opened. Never sent to a browser.
   */
  | { type: 'access.changed'; userId: string; orderIds: string[] };

const EVENT_TYPES = new Set<string>([
  'order.paid',
  'order.scheduled',
  'order.due',
  'order.stage',
  'order.acknowledged',
  'order.delivered',
  'order.canceled',
  'order.refunded',
  'menu.changed',
  'ordering.changed',
  'access.changed',
]);

export interface EventBus {
  /** Publish after the change is committed. */
  publish(event: DomainEvent): Promise<void>;
  subscribe(listener: (event: DomainEvent) => void): () => void;
  close(): Promise<void>;
}

/** Calls every listener; one failing listener (a closed stream) must not stop the others. */
function createFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: DomainEvent) => emitter.emit('event', event),
    subscribe(listener: (event: DomainEvent) => void) {
      const safe = (event: DomainEvent) => {
        try {
          listener(event);
        } catch {
          // A listener's own failure is its own business (it cleans up on its close).
        }
      };
      emitter.on('event', safe);
      return () => {
        emitter.off('event', safe);
      };
    },
    clear: () => emitter.removeAllListeners(),
  };
}

/** In-process bus: enough for one server instance (and for PGlite, which is one process anyway). */
export function createLocalEventBus(): EventBus {
  const fanOut = createFanOut();
  return {
    async publish(event) {
      fanOut.emit(event);
    },
    subscribe: fanOut.subscribe,
    async close() {
      fanOut.clear();
    },
  };
}

// PostgreSQL LISTEN/NOTIFY ---------------------------------------------------------------------

export const EVENTS_CHANNEL = 'tavola_events';
/** NOTIFY payloads must stay under 8000 bytes; big order lists are split into several notices. */
const NOTIFY_MAX_BYTES = 7000;

interface BusLog {
  warn(obj: unknown, msg?: string): void;
}

export interface PgEventBus extends EventBus {
  /** Resolves once this instance listens (tests wait for it; the app does not need to). */
  ready: Promise<void>;
}

function parseEvent(payload: string | undefined): DomainEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<DomainEvent>;
    if (
      typeof value.type === 'string' &&
      EVENT_TYPES.has(value.type) &&
      typeof value.userId === 'string' &&
      Array.isArray(value.orderIds) &&
      value.orderIds.every((id) => typeof id === 'string')
    ) {
      return value as DomainEvent;
    }
  } catch {
    // Not ours or garbled: ignored.
  }
  return null;
}

/** Splits an event so that every NOTIFY payload fits. */
function toPayloads(event: DomainEvent): string[] {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= NOTIFY_MAX_BYTES) return [whole];
  const payloads: string[] = [];
  let chunk: string[] = [];
  for (const id of event.orderIds) {
    const next = JSON.stringify({ ...event, orderIds: [...chunk, id] });
    if (Buffer.byteLength(next) > NOTIFY_MAX_BYTES && chunk.length > 0) {
      payloads.push(JSON.stringify({ ...event, orderIds: chunk }));
      chunk = [id];
    } else {
      chunk.push(id);
    }
  }
  if (chunk.length > 0) payloads.push(JSON.stringify({ ...event, orderIds: chunk }));
  return payloads;
}

/**
 * The event bus across several server instances on one PostgreSQL database. Every publish is a
 * NOTIFY on one channel; every instance LISTENs on a dedicated connection taken from the pool and
 * hands what it hears to its own subscribers, its own events included (so each is heard once).
 * When the listening connection is down, events are still sent to the others and handed to this
 * instance's subscribers directly, and the connection is re-established with a back-off.
 */
export function createPgEventBus(
  pool: pg.Pool,
  log: BusLog,
  options: { channel?: string; reconnectMs?: number } = {},
): PgEventBus {
  const channel = options.channel ?? EVENTS_CHANNEL;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const fanOut = createFanOut();
  let client: pg.PoolClient | null = null;
  let listening = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = options.reconnectMs ?? 1000;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel) return;
    const event = parseEvent(message.payload);
    if (event) fanOut.emit(event);
  };

  const drop = (broken: pg.PoolClient) => {
    if (client !== broken) return;
    listening = false;
    client = null;
    broken.off('notification', onNotification);
    // Destroy rather than return it: a connection that was listening must not serve queries.
    broken.release(true);
    scheduleConnect();
  };

  function scheduleConnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, 30_000);
  }

  async function connect() {
    if (closed || client) return;
    let fresh: pg.PoolClient | null = null;
    try {
      fresh = await pool.connect();
      const current = fresh;
      current.on('notification', onNotification);
      current.on('error', (error) => {
        log.warn({ err: error }, 'event bus: the listening connection failed; reconnecting');
        drop(current);
      });
      client = current;
      await current.query(`LISTEN ${channel}`);
      if (closed) return;
      listening = true;
      retryDelay = options.reconnectMs ?? 1000;
      markReady();
    } catch (error) {
      log.warn({ err: error }, 'event bus: cannot listen for events; retrying');
      if (fresh && client === fresh) drop(fresh);
      else if (fresh) fresh.release(true);
      else scheduleConnect();
    }
  }

  void connect();

  return {
    ready,
    async publish(event) {
      let sent = false;
      try {
        for (const payload of toPayloads(event)) {
          await pool.query('select pg_notify($1, $2)', [channel, payload]);
        }
        sent = true;
      } catch (error) {
        log.warn({ err: error }, 'event bus: NOTIFY failed; only this instance hears the event');
      }
      // Our own notification comes back through LISTEN; without it, hand the event over here.
      if (!sent || !listening) fanOut.emit(event);
    },
    subscribe: fanOut.subscribe,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      fanOut.clear();
      const current = client;
      client = null;
      listening = false;
      if (current) {
        current.off('notification', onNotification);
        await current.query(`UNLISTEN ${channel}`).catch(() => {});
        current.release(true);
      }
    },
  };
}

import { EventEmitter } from 'node:events';

/** Things that happened, for live screens (server-sent events). */
export type DomainEvent =
  | { type: 'order.paid'; userId: string; orderIds: string[] }
  | { type: 'order.delivered'; userId: string; orderIds: string[] }
  | { type: 'order.canceled'; userId: string; orderIds: string[] };

export interface EventBus {
  /** Publish after the change is committed. */
  publish(event: DomainEvent): Promise<void>;
  subscribe(listener: (event: DomainEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * In-process bus. (With several instances on PostgreSQL the orders domain bridges it through
 * LISTEN/NOTIFY so every instance's subscribers hear every event.)
 */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

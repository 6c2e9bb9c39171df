import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from './schema';
import { createEmailJsTransport } from './transports/emailjs';
import { createOutboxTransport } from './transports/outbox';
import { createSmtpTransport } from './transports/smtp';
import type { MailMessage, MailService, MailTransport } from './types';

export const MAX_MAIL_ATTEMPTS = 12;
const RETRY_INTERVAL_MS = 5_000;
/** A claimed mail whose sender died (crash mid-send) is released for another try after this long. */
const STALE_SENDING_MS = 2 * 60_000;

/** Exponential backoff: 10 s, 20 s, 40 s ... capped at 30 minutes. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));

export function createTransport(config: Config): MailTransport {
  switch (config.mail.transport) {
    case 'smtp':
      return createSmtpTransport(config.mail.smtpUrl);
    case 'emailjs':
      return createEmailJsTransport(config.mail.emailjs);
    default:
      return createOutboxTransport();
  }
}

export function createMailService(deps: {
  db: Db;
  config: Config;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): MailService {
  const { db, config, transport, log } = deps;
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;

  const track = <T>(promise: Promise<T>) => {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };

  /** Sends one claimed row and records the outcome; a failure schedules a retry. */
  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await transport.send({
        kind: row.kind,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        params: JSON.parse(row.params),
        from: config.mail.from,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: row.id, attempts, err: message }, 'mail delivery failed; will retry');
      await db
        .update(mailOutbox)
        .set({
          status: attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }

  /** Claims due rows atomically (so two instances never send the same mail twice) and sends them. */
  async function claimAndDeliver(ids?: string[]): Promise<number> {
    const now = new Date();
    // A mail just stored is sent at once; only the retry loop waits for the backoff (the database's
    // timestamps carry microseconds the JavaScript clock lacks, so "due now" would miss fresh rows).
    const due = and(
      eq(mailOutbox.status, 'pending'),
      ids ? inArray(mailOutbox.id, ids) : lte(mailOutbox.nextAttemptAt, now),
    );
    const candidates = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due)
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(20);
    if (candidates.length === 0) return 0;
    const claimed = await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: now })
      .where(
        and(
          due,
          inArray(
            mailOutbox.id,
            candidates.map((c) => c.id),
          ),
        ),
      )
      .returning();
    let sent = 0;
    for (const row of claimed) if (await deliver(row)) sent += 1;
    return sent;
  }

  async function releaseStale() {
    await db
      .update(mailOutbox)
      .set({ status: 'pending' })
      .where(
        and(
          eq(mailOutbox.status, 'sending'),
          lte(mailOutbox.nextAttemptAt, new Date(Date.now() - STALE_SENDING_MS)),
        ),
      );
  }

  /** Writes mails to the outbox through `executor` (the database, or a caller's transaction). */
  async function store(executor: Db, messages: MailMessage[]): Promise<string[]> {
    if (messages.length === 0) return [];
    const rows = await executor
      .insert(mailOutbox)
      .values(
        messages.map((message) => ({
          kind: message.kind,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          params: JSON.stringify(message.params ?? {}),
        })),
      )
      .returning({ id: mailOutbox.id });
    return rows.map((row) => row.id);
  }

  function deliverSoon(ids: string[]) {
    if (ids.length === 0) return;
    track(claimAndDeliver(ids).catch((err) => log.error({ err }, 'mail delivery crashed')));
  }

  return {
    async enqueue(message: MailMessage) {
      const [id] = await store(db, [message]);
      deliverSoon([id!]);
      return { id: id! };
    },

    enqueueInTransaction: store,
    deliverSoon,

    later(what, work) {
      // setImmediate: the caller's answer goes out first, whatever the database's speed.
      const run = new Promise<void>((resolve) => setImmediate(resolve)).then(work);
      track(run.catch((err) => log.error({ err, what }, 'background mail work failed')));
    },

    deliverDue: () => claimAndDeliver(),

    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    start() {
      if (timer) return;
      const tick = async () => {
        try {
          await releaseStale();
          while ((await claimAndDeliver()) > 0) {}
        } catch (err) {
          log.error({ err }, 'mail retry loop failed');
        }
      };
      timer = setInterval(() => track(tick()), RETRY_INTERVAL_MS);
      timer.unref();
      track(tick());
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.idle();
      await transport.close?.();
    },
  };
}

/** The dev mailbox's read side: newest first. */
export async function listMails(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

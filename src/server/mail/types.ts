import type { Db } from '@server/db/client';

/** A mail as the domains hand it to the mail service: already rendered (HTML and plain text). */
export interface MailMessage {
  /** What the mail is for, e.g. `verify_email`, `reset_password`, `reservation_confirmation`. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template variables, sent as template_params by transports that render on their side (EmailJS). */
  params?: Record<string, string | number>;
}

export interface OutgoingMail extends MailMessage {
  from: string;
}

/** One way of delivering mail. A transport throws when the mail was not accepted. */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp' | 'emailjs';
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

export interface MailService {
  /** Stores the mail in the outbox (never lost), then tries to deliver it at once in the background. */
  enqueue(message: MailMessage): Promise<{ id: string }>;
  /**
   * Stores mails in the outbox inside the caller's transaction `tx`, in one statement: they exist
   * exactly when the caller's own writes commit. Nothing is sent yet: pass the ids to
   * `deliverSoon` once the transaction committed (the retry loop sends them otherwise).
   */
  enqueueInTransaction(tx: Db, messages: MailMessage[]): Promise<string[]>;
  /**
   * Runs `work` (which finds out what to mail, and enqueues it) after the caller has answered, off
   * the request path: an answer that must not tell whether an account exists neither waits for nor
   * depends on it. A failure is logged; `idle()` and `stop()` wait for it.
   */
  later(what: string, work: () => Promise<unknown>): void;
  /** Tries at once, in the background, to deliver stored mails (after their transaction committed). */
  deliverSoon(ids: string[]): void;
  /** Delivers every due pending mail; returns how many were sent. Used by the retry loop and tests. */
  deliverDue(): Promise<number>;
  /** Resolves when background deliveries started so far have finished (tests, shutdown). */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

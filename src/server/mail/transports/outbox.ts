import type { MailTransport } from '@server/mail/types';

/**
 * The embedded default: the mail stays in the database outbox (marked sent) and is read on the
 * dev mailbox page. Nothing leaves the machine.
 */
export function createOutboxTransport(): MailTransport {
  return { name: 'outbox', async send() {} };
}

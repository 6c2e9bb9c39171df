// The mail domain's public face: the outbox service and the layout every domain renders its mails with.
export { type MailContent, renderMail } from './layout';
export { devMailboxRoutes } from './routes';
export { createMailService, createTransport } from './service';
export type { MailMessage, MailService, MailTransport, OutgoingMail } from './types';

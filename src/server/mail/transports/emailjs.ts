import type { MailTransport, OutgoingMail } from '@server/mail/types';

export interface EmailJsSettings {
  url: string;
  userId: string;
  serviceId: string;
  templateId: string;
}

/** The EmailJS client library version the spec's payload names. */
export const EMAILJS_LIB_VERSION = '3.2.0';

/** The checks of the EmailJS client (docs/storefront-spec.md §5): each id is required, and the error says which. */
export function validateEmailJsParams(
  settings: Pick<EmailJsSettings, 'userId' | 'serviceId' | 'templateId'>,
) {
  if (!settings.userId) throw new Error('The user ID is required');
  if (!settings.serviceId) throw new Error('The service ID is required');
  if (!settings.templateId) throw new Error('The template ID is required');
}

export function emailJsPayload(settings: EmailJsSettings, mail: OutgoingMail) {
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: settings.userId,
    service_id: settings.serviceId,
    template_id: settings.templateId,
    template_params: {
      ...mail.params,
      kind: mail.kind,
      to_email: mail.to,
      from: mail.from,
      subject: mail.subject,
      message_html: mail.html,
      message: mail.text,
    },
  };
}

/** EmailJS REST transport: POST /api/v1.0/email/send; success when the status is 200 or the body is OK. */
export function createEmailJsTransport(
  settings: EmailJsSettings,
  timeoutMs = 10_000,
): MailTransport {
  return {
    name: 'emailjs',
    async send(mail) {
      validateEmailJsParams(settings);
      const response = await fetch(`${settings.url}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(emailJsPayload(settings, mail)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.status !== 200 && text.trim() !== 'OK') {
        throw new Error(`EmailJS refused the mail (${response.status}): ${text.slice(0, 200)}`);
      }
    },
  };
}

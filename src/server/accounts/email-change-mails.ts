import { type MailMessage, renderMail } from '@server/mail';

/** To the new address: the link that moves the account there. */
export function emailChangeMail(to: string, username: string, link: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Confirm your new email address',
    greeting: `Hello ${username},`,
    paragraphs: [
      'You asked to sign in to your Tavola account with this address. Confirm it and your receipts and mails come here from now on.',
    ],
    action: { label: 'Use this address', url: link },
    footnote:
      'The link works once and expires in 24 hours. Until it is used, your account keeps its old address. If you did not ask for this, ignore this mail.',
  });
  return {
    kind: 'change_email',
    to,
    subject: 'Confirm your new email address for Tavola',
    html,
    text,
    params: { username, link },
  };
}

/** To the old address, once the change is made: so a change nobody asked for is noticed. */
export function emailChangedNotice(to: string, username: string, newEmail: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Your email address was changed',
    greeting: `Hello ${username},`,
    paragraphs: [
      `Your Tavola account now signs in with ${newEmail}. Mails and receipts go there from now on.`,
      'If you did not make this change, reply to this mail or call the restaurant straight away.',
    ],
  });
  return {
    kind: 'email_changed',
    to,
    subject: 'Your Tavola email address was changed',
    html,
    text,
    params: { username, newEmail },
  };
}

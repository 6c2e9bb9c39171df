import { type MailMessage, renderMail } from '@server/mail';

export function verificationMail(to: string, username: string, link: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Confirm your email address',
    greeting: `Hello ${username},`,
    paragraphs: [
      'Welcome to Tavola! Please confirm that this is your email address so you can sign in, order and book a table.',
    ],
    action: { label: 'Verify my email', url: link },
    footnote:
      'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
  });
  return {
    kind: 'verify_email',
    to,
    subject: 'Confirm your email address for Tavola',
    html,
    text,
    params: { username, link },
  };
}

export function passwordResetMail(to: string, username: string, link: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Reset your password',
    greeting: `Hello ${username},`,
    paragraphs: ['Someone (we hope you) asked to reset the password of your Tavola account.'],
    action: { label: 'Choose a new password', url: link },
    footnote:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
  });
  return {
    kind: 'reset_password',
    to,
    subject: 'Reset your Tavola password',
    html,
    text,
    params: { username, link },
  };
}

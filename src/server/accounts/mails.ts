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

/**
 * To the owner of an address someone tried to sign up with: the sign-up screen says "check your
 * email" either way, and this mail (not the screen) says the account exists. The link sets a new
 * password and verifies the address, so an account someone else opened with this address (and
 * never verified) passes to the address's owner.
 */
export function accountExistsMail(
  to: string,
  username: string,
  resetLink: string,
  signInLink: string,
): MailMessage {
  const { html, text } = renderMail({
    title: 'You already have a Tavola account',
    greeting: `Hello ${username},`,
    paragraphs: [
      'Someone (we hope you) tried to sign up for Tavola with this email address, which already has an account.',
      `If it was you, sign in at ${signInLink}, or choose a new password with the button below.`,
    ],
    action: { label: 'Choose a new password', url: resetLink },
    footnote:
      'The link works once and expires in 1 hour. If you did not try to sign up, ignore this mail: your account and password stay as they are.',
  });
  return {
    kind: 'account_exists',
    to,
    subject: 'You already have a Tavola account',
    html,
    text,
    params: { username, link: resetLink },
  };
}

/** The staff invitation: its link sets a name and password, once, for 72 hours. */
export function staffInvitationMail(
  to: string,
  roleLabel: string,
  invitedBy: string,
  link: string,
): MailMessage {
  const { html, text } = renderMail({
    title: 'You are invited to the Tavola back office',
    greeting: 'Hello,',
    paragraphs: [
      `${invitedBy} invited you to join the restaurant's staff on Tavola as ${roleLabel}.`,
      'Open the link to choose your name and a password; you are then signed in to the back office.',
    ],
    action: { label: 'Accept the invitation', url: link },
    footnote:
      'The link works once and expires in 72 hours. If you did not expect this mail, ignore it.',
  });
  return {
    kind: 'staff_invitation',
    to,
    subject: 'Your invitation to the Tavola back office',
    html,
    text,
    params: { role: roleLabel, link },
  };
}

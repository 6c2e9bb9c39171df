/**
 * A real SMTP server for the browser journeys: the storefront sends mail to it over SMTP
 * (MAIL_TRANSPORT=smtp), and the tests read what arrived through a tiny HTTP API.
 *   GET /health           -> ok
 *   GET /mails?to=ADDRESS -> [{ to, subject, text, html, receivedAt }]
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_API_PORT, SMTP_PORT } from './env';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}
const mails: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(MAIL_API_PORT, '127.0.0.1');

console.log(`mail catcher: SMTP on ${SMTP_PORT}, API on ${MAIL_API_PORT}`);

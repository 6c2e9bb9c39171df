import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verificationMail } from '@server/accounts';
import { testConfig } from '@server/config';
import { createTestDatabase, type TestDatabase } from '@test/support/databases';
import { memoryTransport } from '@test/support/test-app';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './schema';
import { createMailService, retryDelayMs } from './service';
import {
  createEmailJsTransport,
  EMAILJS_LIB_VERSION,
  validateEmailJsParams,
} from './transports/emailjs';
import { createSmtpTransport } from './transports/smtp';

const silentLog = { warn() {}, error() {}, info() {} } as never;

describe('mail service', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await test.dispose();
  });

  it('stores a mail before sending, keeps it when the transport fails, and retries until it is sent', async () => {
    const memory = memoryTransport();
    const mail = createMailService({
      db: test.database.db,
      config: testConfig(),
      transport: memory.transport,
      log: silentLog,
    });
    memory.failNextSends(2);
    const { id } = await mail.enqueue(
      verificationMail('ada@example.com', 'Ada', 'http://localhost/x?token=abc'),
    );
    await mail.idle();
    const [afterFailure] = await test.database.db.select().from(mailOutbox);
    expect(afterFailure).toMatchObject({
      id,
      status: 'pending',
      attempts: 1,
      lastError: 'transport down',
    });
    expect(memory.sent).toHaveLength(0);

    // Not due yet: the backoff holds it back.
    expect(await mail.deliverDue()).toBe(0);
    await test.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await mail.deliverDue()).toBe(0); // second failure
    await test.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await mail.deliverDue()).toBe(1);
    const [sent] = await test.database.db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(memory.sent[0]?.to).toBe('ada@example.com');
    // Sent once only.
    await test.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await mail.deliverDue()).toBe(0);
    expect(memory.sent).toHaveLength(1);
  });

  it('backs off exponentially, capped at 30 minutes', () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});

describe('smtp transport', () => {
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ to: string; subject: string; text: string; html: string }> = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream).then((parsed) => {
          received.push({
            to: session.envelope.rcptTo[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: String(parsed.html),
          });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the HTML and plain-text bodies to a real SMTP server', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const message = verificationMail(
      'tolu@example.com',
      'Tolu',
      'http://localhost:3000/Auth/VerifyMail?token=t0k3n',
    );
    await transport.send({ ...message, from: 'Tavola <no-reply@tavola.example>' });
    await transport.close?.();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      to: 'tolu@example.com',
      subject: 'Confirm your email address for Tavola',
    });
    expect(received[0]?.text).toContain('http://localhost:3000/Auth/VerifyMail?token=t0k3n');
    expect(received[0]?.html).toContain('Verify my email');
  });
});

describe('emailjs transport', () => {
  let server: Server;
  let url: string;
  const requests: Array<{ path: string; body: Record<string, unknown> }> = [];
  let reply: { status: number; body: string } = { status: 200, body: 'OK' };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        requests.push({ path: req.url ?? '', body: JSON.parse(raw) });
        res.statusCode = reply.status;
        res.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  const settings = () => ({
    url,
    userId: 'user_1',
    serviceId: 'service_1',
    templateId: 'template_1',
  });
  const message = {
    ...verificationMail('ada@example.com', 'Ada', 'http://localhost/v?token=1'),
    from: 'Tavola <x@y.z>',
  };

  it('posts the spec payload to /api/v1.0/email/send and accepts status 200', async () => {
    await createEmailJsTransport(settings()).send(message);
    const last = requests.at(-1)!;
    expect(last.path).toBe('/api/v1.0/email/send');
    expect(last.body).toMatchObject({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: 'user_1',
      service_id: 'service_1',
      template_id: 'template_1',
    });
    expect(EMAILJS_LIB_VERSION).toBe('3.2.0');
    expect(last.body.template_params).toMatchObject({
      to_email: 'ada@example.com',
      subject: message.subject,
      username: 'Ada',
    });
  });

  it('fails on another status (so the outbox retries), and names each missing id', async () => {
    reply = { status: 400, body: 'The template ID is invalid' };
    await expect(createEmailJsTransport(settings()).send(message)).rejects.toThrow(/400/);
    reply = { status: 200, body: 'OK' };
    expect(() => validateEmailJsParams({ userId: '', serviceId: 's', templateId: 't' })).toThrow(
      'The user ID is required',
    );
    expect(() => validateEmailJsParams({ userId: 'u', serviceId: '', templateId: 't' })).toThrow(
      'The service ID is required',
    );
    expect(() => validateEmailJsParams({ userId: 'u', serviceId: 's', templateId: '' })).toThrow(
      'The template ID is required',
    );
  });
});

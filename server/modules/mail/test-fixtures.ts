// Test-only: a real SMTP server (smtp-server, by nodemailer's author) on 127.0.0.1 that keeps every
// message it accepts, parsed by mailparser; it can answer a permanent refusal, answer slowly, and be
// stopped and started again on the same port (a mail server that is down refuses the connection).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../test/helpers';

export type ReceivedMail = { parsed: ParsedMail; to: string[]; subject: string; text: string; html: string; header(name: string): string | undefined };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  // answer every message with this code (a 5xx), or accept again (null)
  refuseWith: number | null;
  // wait this long before answering each message
  delayMs: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  let server: SMTPServer | null = null;
  let port = 0;
  const fixture: TestSmtpServer = {
    url: '',
    received: [],
    refuseWith: null,
    delayMs: 0,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 200,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            void (async () => {
              if (fixture.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fixture.delayMs));
              if (fixture.refuseWith !== null) {
                callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: fixture.refuseWith }));
                return;
              }
              const raw = Buffer.concat(chunks);
              const parsed = await simpleParser(raw);
              const lines = parsed.headerLines;
              fixture.received.push({
                parsed,
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                header: (name) => {
                  const line = lines.find((l) => l.key === name.toLowerCase())?.line;
                  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
                },
              });
              callback();
            })();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
      fixture.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async waitFor(count, timeoutMs = 15_000) {
      for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
        if (fixture.received.length >= count) return fixture.received;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`waited ${timeoutMs} ms for ${count} messages, have ${fixture.received.length}`);
    },
  };
  await fixture.start();
  return fixture;
}

export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited ${timeoutMs} ms for ${what}`);
}

// Where the mails' links point (PUBLIC_URL); the tests reach the server at its own address, which
// PUBLIC_HOST_ALIASES lets in.
export const MAIL_PUBLIC_URL = 'https://leagues.example.org';

// A suite's server that mails through an SMTP server of the test's own: the SMTP server started
// first (SMTP_URL), the links from MAIL_PUBLIC_URL, both stopped after the suite. `options.env` adds
// to the server's (or changes it); `ready` sets the suite up once both run.
export function mailSuite(options: TestServerOptions, ready: (suite: { server: TestServer; smtp: TestSmtpServer }) => Promise<void> | void): void {
  let server: TestServer | undefined;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ ...options, env: { SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL, PUBLIC_HOST_ALIASES: '127.0.0.1', ...options.env } });
    await ready({ server, smtp });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });
}

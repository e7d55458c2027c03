// Test-only: a webhook receiver, a real node:http server on 127.0.0.1 that checks each delivery's
// Standard Webhooks signature with the `standardwebhooks` package (the specification's own library),
// keeps what it received, and answers what the test asks (a status per request, or a delay). It
// counts the TCP connections made to it, so a test can tell that the server never connected.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedDelivery = {
  id: string;
  timestamp: string;
  signature: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: unknown;
  // the signature is the one the secret makes for this id, timestamp and body
  signed: boolean;
  // the library's whole check passed (signature and a timestamp within its 5 minutes of now)
  verified: boolean;
};

export type TestReceiver = {
  url: string;
  port: number;
  received: ReceivedDelivery[];
  // TCP connections accepted, whatever was sent on them
  connections: number;
  // the secret the signatures are checked with (set once the webhook is made)
  secret: string | null;
  // the statuses of the next answers, in order; then `status`
  answers: number[];
  status: number;
  // extra headers of every answer (a redirect's Location) and how long to wait before answering
  headers: Record<string, string>;
  delayMs: number;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<TestReceiver> {
  const sockets = new Set<Socket>();
  const receiver: TestReceiver = {
    url: '',
    port: 0,
    received: [],
    connections: 0,
    secret: null,
    answers: [],
    status: 200,
    headers: {},
    delayMs: 0,
    async waitFor(count, timeoutMs = 15_000) {
      for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
        if (receiver.received.length >= count) return receiver.received;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`waited ${timeoutMs} ms for ${count} deliveries, have ${receiver.received.length}`);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      const delivery: ReceivedDelivery = { id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature'), headers: req.headers, body, json: null, signed: false, verified: false };
      try {
        delivery.json = JSON.parse(body);
      } catch {
        // kept as null: the test sees it
      }
      if (receiver.secret) {
        const wh = new Webhook(receiver.secret);
        const expected = wh.sign(delivery.id, new Date(Number(delivery.timestamp) * 1000), body);
        delivery.signed = delivery.signature.split(' ').includes(expected);
        try {
          wh.verify(body, { 'webhook-id': delivery.id, 'webhook-timestamp': delivery.timestamp, 'webhook-signature': delivery.signature });
          delivery.verified = true;
        } catch {
          delivery.verified = false;
        }
      }
      receiver.received.push(delivery);
      const status = receiver.answers.shift() ?? receiver.status;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'text/plain', ...receiver.headers });
        res.end(status >= 200 && status < 300 ? 'ok' : `refused with ${status}`);
      }, receiver.delayMs);
    });
  });
  server.on('connection', (socket) => {
    receiver.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/ffl`;
  return receiver;
}

// The test servers' allowance: the receivers above, over http on loopback.
export const RECEIVER_ORIGINS = 'http://127.0.0.1:*';

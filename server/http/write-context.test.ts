import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { whenAnswered } from './write-context';

// A write's push waits for its answer (decision 017): the answer reaches the kernel first, and the
// push follows in the same turn of the event loop, before anything else is read.
describe('whenAnswered', () => {
  let server: http.Server | null = null;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = null;
  });

  async function serve(handler: http.RequestListener): Promise<string> {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('runs once the answer is written, before the next turn of the event loop', async () => {
    const order: string[] = [];
    const ran = new Promise<void>((resolve) => {
      void serve((_request, response) => {
        whenAnswered(response, () => {
          order.push(`run (answer finished: ${response.writableFinished})`);
          resolve();
        });
        setImmediate(() => order.push('next turn'));
        order.push('answered');
        response.end(JSON.stringify({ version: 2 }));
      }).then((url) => fetch(url).then((answer) => answer.text()));
    });
    await ran;
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['answered', 'run (answer finished: true)', 'next turn']);
  });

  it('runs once when the client goes before the answer, and at once for an answer already sent', async () => {
    let runs = 0;
    let later: http.ServerResponse | null = null;
    const gone = new Promise<void>((resolve) => {
      void serve((_request, response) => {
        whenAnswered(response, () => {
          runs += 1;
          later = response;
          resolve();
        });
      }).then((url) => {
        const request = http.get(url);
        request.on('error', () => {});
        setTimeout(() => request.destroy(), 50);
      });
    });
    await gone;
    expect(runs).toBe(1);
    let atOnce = false;
    whenAnswered(later!, () => (atOnce = true));
    expect(atOnce).toBe(true);
  });
});

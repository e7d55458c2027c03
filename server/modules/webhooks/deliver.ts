// One attempt's POST (issue 50, decision 085): to the target target.ts allowed, through the guarded
// lookup for a host name; a redirect is an answer, never followed; the whole attempt (connection,
// TLS, answer) has WEBHOOK_LIMITS.timeoutMs; the answer's body is read to at most ANSWER_MAX_BYTES,
// then the connection is dropped, and only a short excerpt of it is kept (for a non-2xx answer).
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, REFUSED_ADDRESS, type Target } from './target';
import { WEBHOOK_TEXT } from './texts';

const ANSWER_MAX_BYTES = 4096;
const EXCERPT_CHARS = 200;

// What came of an attempt: the receiver's status (with an excerpt of its body and its Location),
// or no answer: refused before connecting (a forbidden address, not https), timed out, a network
// failure, or the server stopping (aborted: the attempt does not count).
export type AttemptAnswer =
  | { status: number; excerpt: string; location: string | null }
  | { failure: 'refused' | 'timeout' | 'network' | 'stopped'; error: string };

export type AttemptRequest = { target: Target; headers: Record<string, string>; body: string };

function excerptOf(chunks: Buffer[]): string {
  // control characters (a binary body) are no help to the person reading the log
  const text = [...Buffer.concat(chunks).toString('utf8')].map((char) => (/\p{Cc}|\ufffd/u.test(char) ? ' ' : char)).join('');
  return text.replace(/ {2,}/g, ' ').trim().slice(0, EXCERPT_CHARS);
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

export function postWebhook(request: AttemptRequest, timeoutMs: number, stopping: AbortSignal): Promise<AttemptAnswer> {
  const { target } = request;
  if ('refused' in target) return Promise.resolve({ failure: 'refused', error: target.refused });
  if (stopping.aborted) return Promise.resolve({ failure: 'stopped', error: 'stopped' });
  const { url } = target;
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<AttemptAnswer>((resolve) => {
    let settled = false;
    const finish = (answer: AttemptAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopping.removeEventListener('abort', onStop);
      req.destroy();
      resolve(answer);
    };
    const req = send(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      // a fresh connection per attempt: its lookup is judged each time, and no pooled socket of
      // another target is reused
      agent: false,
      ...(target.guarded ? { lookup: guardedLookup } : {}),
    });
    const timer = setTimeout(() => finish({ failure: 'timeout', error: WEBHOOK_TEXT.attempt.timeout(timeoutMs) }), timeoutMs);
    const onStop = () => finish({ failure: 'stopped', error: 'stopped' });
    stopping.addEventListener('abort', onStop);
    req.on('error', (error) => {
      if (errorCode(error) === REFUSED_ADDRESS) finish({ failure: 'refused', error: error.message });
      else finish({ failure: 'network', error: WEBHOOK_TEXT.attempt.network(errorCode(error) ?? error.message) });
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const location = typeof res.headers.location === 'string' ? res.headers.location : null;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => finish({ status, excerpt: excerptOf(chunks), location });
      res.on('data', (chunk: Buffer) => {
        if (read < ANSWER_MAX_BYTES) chunks.push(chunk.subarray(0, ANSWER_MAX_BYTES - read));
        read += chunk.length;
        // the status is the answer: what is past the cap is not read
        if (read >= ANSWER_MAX_BYTES) done();
      });
      res.on('end', done);
      // a body cut short changes nothing of the status
      res.on('error', done);
      res.on('aborted', done);
    });
    req.end(request.body);
  });
}

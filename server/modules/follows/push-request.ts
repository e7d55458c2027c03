// One push's POST to a push service (issue 45, decision 056): a redirect is an answer, never
// followed (the server sends only to the endpoint a subscription names); the request and its answer
// have a time limit; the answer's body is read to at most ANSWER_MAX_BYTES, then the connection is
// dropped (a push service says what it means in its status; a large body is not its answer).

// what is read of an answer's body, at most: a push service's error text fits in far less
const ANSWER_MAX_BYTES = 4096;

export type PushRequest = { endpoint: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null };

// The push service's status, or why there is none: `unreachable` (its name does not exist, or it
// refused the connection: the endpoint is not a push service's), `network` (any other failure to
// talk to it), `timeout`, `stopped` (the server is stopping).
export type PushAnswer = { status: number; retryAfter: string | null } | { failure: 'unreachable' | 'network' | 'timeout' | 'stopped' };

// The error codes that say the endpoint's host does not exist (a name server's NXDOMAIN) or will not
// talk: not a push service. EAI_AGAIN is not one of them: it is the resolver saying "try again", as
// an outage of the server's own resolver would, and counts as one failure (decision 056).
const UNREACHABLE = new Set(['ENOTFOUND', 'ECONNREFUSED', 'EHOSTUNREACH']);

// The codes of an error and its causes (fetch's TypeError wraps the socket's error; an
// AggregateError holds one per address tried).
function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...errorCodes(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => errorCodes(inner, depth + 1)) : []),
  ];
}

export function unreachable(error: unknown): boolean {
  return errorCodes(error).some((code) => UNREACHABLE.has(code));
}

// Reads at most `max` bytes of the body, then cancels the rest (the connection is closed).
async function readAtMost(response: Response, max: number): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  for (let read = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
    if (read > max) {
      await reader.cancel();
      return;
    }
  }
}

export async function postPush(request: PushRequest, timeoutMs: number, stopping: AbortSignal): Promise<PushAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([timeout, stopping]);
  let response: Response;
  try {
    response = await fetch(request.endpoint, { method: 'POST', headers: request.headers, body: request.body, signal, redirect: 'manual' });
  } catch (error) {
    if (stopping.aborted) return { failure: 'stopped' };
    if (timeout.aborted) return { failure: 'timeout' };
    return { failure: unreachable(error) ? 'unreachable' : 'network' };
  }
  // the status is the answer: a body cut short, slow or failing changes nothing of it
  await readAtMost(response, ANSWER_MAX_BYTES).catch(() => {});
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

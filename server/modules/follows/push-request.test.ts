// Which failures of a push's request say the endpoint is no push service's (deleted at once) and
// which count as one failure (issue 45, decision 056). fetch wraps the socket's error as its cause.
import { describe, expect, it } from 'vitest';
import { unreachable } from './push-request';

const failure = (code: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ${code}`), { code }) });

describe('a push request that fails', () => {
  it('is unreachable when the name does not exist or the host refuses or cannot be reached', () => {
    for (const code of ['ENOTFOUND', 'ECONNREFUSED', 'EHOSTUNREACH']) expect(unreachable(failure(code)), code).toBe(true);
    // every address of the name tried (Happy Eyeballs): the codes are inside
    const tried = new TypeError('fetch failed', { cause: new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), Object.assign(new Error('b'), { code: 'ECONNREFUSED' })]) });
    expect(unreachable(tried)).toBe(true);
  });

  it('is one failure to count when the resolver says to try again, the connection broke or timed out', () => {
    for (const code of ['EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH', 'UND_ERR_SOCKET']) expect(unreachable(failure(code)), code).toBe(false);
    expect(unreachable(new TypeError('fetch failed'))).toBe(false);
    expect(unreachable(null)).toBe(false);
  });
});

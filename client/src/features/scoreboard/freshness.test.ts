import { describe, expect, it } from 'vitest';
import { boardFreshness, STALE_AFTER_MS } from './freshness';

const at = 1_700_000_000_000;
const base = { lastUpdateAt: at, now: at, socketDown: false, offline: false };

describe('boardFreshness', () => {
  it('is fresh right after an answer and up to a poll period plus the margin', () => {
    expect(boardFreshness(base)).toEqual({ stale: false });
    expect(boardFreshness({ ...base, now: at + STALE_AFTER_MS })).toEqual({ stale: false });
  });

  it('is stale once no answer came for longer, counting whole seconds since the last one', () => {
    expect(boardFreshness({ ...base, now: at + STALE_AFTER_MS + 1 })).toEqual({ stale: true, secondsSinceUpdate: 10 });
    expect(boardFreshness({ ...base, now: at + 42_900 })).toEqual({ stale: true, secondsSinceUpdate: 42 });
  });

  it('is stale at once when the socket is down or the browser is offline, however recent the data', () => {
    expect(boardFreshness({ ...base, now: at + 1_500, socketDown: true })).toEqual({ stale: true, secondsSinceUpdate: 1 });
    expect(boardFreshness({ ...base, offline: true })).toEqual({ stale: true, secondsSinceUpdate: 0 });
  });

  it('says nothing before the first answer', () => {
    expect(boardFreshness({ ...base, lastUpdateAt: null, offline: true, socketDown: true })).toEqual({ stale: false });
  });

  it('never counts negative time when the device clock steps back', () => {
    expect(boardFreshness({ ...base, now: at - 5_000, offline: true })).toEqual({ stale: true, secondsSinceUpdate: 0 });
  });
});

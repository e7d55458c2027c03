import { describe, expect, it } from 'vitest';
import { clockText, isEmbedRequest, liveLine, rowKey } from './live';

const view = { periodLabel: '2nd Quarter', timeRemaining: 505, isTimeoutActive: false, timeoutTimeRemaining: null, isHalftimeActive: false, halftimeTimeRemaining: null };

describe('a live game’s line', () => {
  it('names the period and the clock, or the break and its countdown, or overtime', () => {
    expect(liveLine(view, false)).toBe('2nd Quarter · 8:25');
    expect(liveLine({ ...view, isHalftimeActive: true, halftimeTimeRemaining: 252 }, false)).toBe('Halftime · 4:12');
    expect(liveLine({ ...view, isTimeoutActive: true, timeoutTimeRemaining: 45 }, false)).toBe('Timeout · 0:45');
    expect(liveLine(view, true)).toBe('Overtime');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-3)).toBe('0:00');
    expect(clockText(59.9)).toBe('0:59');
    expect(clockText(3600)).toBe('60:00');
  });

  it('keys a row by status, kickoff and field', () => {
    const game = { status: 'live', scheduledDate: '2030-01-02T14:00:00.000Z', field: 'North' };
    expect(rowKey(game)).toBe('live|2030-01-02T14:00:00.000Z|North');
    expect(rowKey({ ...game, field: null })).toBe('live|2030-01-02T14:00:00.000Z|');
    expect(rowKey({ ...game, status: 'completed' })).not.toBe(rowKey(game));
  });
});

describe('the embed requests (no cookie, no service worker)', () => {
  it('are the four widgets of a league and the two scripts, nothing else', () => {
    for (const path of ['/demo/embed/scoreboard', '/demo/embed/standings', '/demo/embed/schedule', '/demo/embed/bracket/12', '/demo/embed/scoreboard/', '/embed.js', '/embed-live.js']) expect(isEmbedRequest(path), path).toBe(true);
    for (const path of ['/demo', '/demo/embed', '/demo/embed/other', '/demo/standings', '/embed', '/api/leagues/demo/embed/scoreboard/x', '/a/b/embed/scoreboard', '/assets/embed.js']) expect(isEmbedRequest(path), path).toBe(false);
  });
});

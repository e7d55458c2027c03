import { describe, expect, it } from 'vitest';
import { scoreboardTitle } from './scoreboard-title';

describe('scoreboardTitle (spec 2.7)', () => {
  it.each([
    ['demo', 'DEMO LEAGUE'],
    ['spring-8u-flag', 'SPRING 8U FLAG LEAGUE'],
    [null, 'FLAG FOOTBALL LEAGUE'],
  ])('%s -> %s', (slug, expected) => {
    expect(scoreboardTitle(slug)).toBe(expected);
  });
});

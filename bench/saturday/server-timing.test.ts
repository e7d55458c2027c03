import { describe, expect, it } from 'vitest';
import { appDurationOf } from './server-timing';

describe('appDurationOf', () => {
  it("reads the app metric's dur, among others or alone", () => {
    expect(appDurationOf('app;dur=12.3')).toBe(12.3);
    expect(appDurationOf('db;dur=2, app;desc="write";dur=7')).toBe(7);
    expect(appDurationOf(['cache;desc=hit', 'app;dur=0.4'])).toBe(0.4);
  });

  it('is null without the header, the metric or a number', () => {
    expect(appDurationOf(undefined)).toBeNull();
    expect(appDurationOf('db;dur=2')).toBeNull();
    expect(appDurationOf('app')).toBeNull();
    expect(appDurationOf('app;dur=')).toBeNull();
    expect(appDurationOf('app;dur=soon')).toBeNull();
  });
});

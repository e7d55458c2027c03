import { describe, expect, it } from 'vitest';
import { applicationServerKeyOf, isIosDevice, pushSupportOf, sameKey } from './push-support';

const everything = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, isIos: false, standalone: false };

describe('whether the bell can follow on this browser (issue 38)', () => {
  it('follows where the Push API, the worker and notifications are there (an iPhone from its Home Screen too)', () => {
    expect(pushSupportOf(everything)).toBe('supported');
    expect(pushSupportOf({ ...everything, isIos: true, standalone: true })).toBe('supported');
  });

  it('asks for the Home Screen in iPhone Safari outside a Home Screen app', () => {
    expect(pushSupportOf({ ...everything, hasPushManager: false, hasNotification: false, isIos: true })).toBe('home-screen');
  });

  it('says it cannot elsewhere (an older iPhone opened from the Home Screen, a browser without push)', () => {
    expect(pushSupportOf({ ...everything, hasPushManager: false, isIos: true, standalone: true })).toBe('unsupported');
    expect(pushSupportOf({ ...everything, hasPushManager: false })).toBe('unsupported');
    expect(pushSupportOf({ ...everything, hasServiceWorker: false })).toBe('unsupported');
  });

  it('knows an iPhone, and an iPad that says it is a Mac', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1', 'iPhone', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'MacIntel', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'MacIntel', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'Linux armv8l', 5)).toBe(false);
  });
});

describe('the VAPID key as subscribe takes it', () => {
  // RFC 8292's key form: an uncompressed P-256 point, 65 bytes, base64url without padding
  const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

  it('decodes base64url to the key bytes', () => {
    const bytes = applicationServerKeyOf(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });

  it('tells a subscription made with the same key from one made with another', () => {
    const bytes = applicationServerKeyOf(key);
    expect(sameKey(bytes.slice().buffer, bytes)).toBe(true);
    const other = bytes.slice();
    other[64] = other[64]! ^ 1;
    expect(sameKey(other.buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});

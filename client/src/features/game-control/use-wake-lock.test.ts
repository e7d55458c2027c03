import { describe, expect, it } from 'vitest';
import { holdWakeLock, type VisibilitySource, type WakeLockHost } from './use-wake-lock';

// A browser's wake lock as the API describes it: a request gives a lock unless the page is hidden
// or the browser refuses; hiding the page releases every lock the page holds.
class FakeWakeLock {
  held: { released: boolean; release: () => Promise<void> }[] = [];
  requests = 0;
  refuse = false;
  private waiting: (() => void)[] = [];
  hold = false; // answer the next requests only when told (`answer()`)

  constructor(private readonly page: FakePage) {}

  request = (type: 'screen') => {
    expect(type).toBe('screen');
    this.requests += 1;
    return new Promise<{ readonly released: boolean; release: () => Promise<void> }>((resolve, reject) => {
      const settle = () => {
        if (this.refuse || this.page.visibilityState !== 'visible') return reject(new DOMException('refused', 'NotAllowedError'));
        const lock = {
          released: false,
          release: async () => {
            lock.released = true;
          },
        };
        this.held.push(lock);
        resolve(lock);
      };
      if (this.hold) this.waiting.push(settle);
      else settle();
    });
  };

  answer(): void {
    for (const settle of this.waiting.splice(0)) settle();
  }

  active(): number {
    return this.held.filter((lock) => !lock.released).length;
  }
}

class FakePage extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  wakeLock?: FakeWakeLock;

  setVisible(visible: boolean): void {
    this.visibilityState = visible ? 'visible' : 'hidden';
    if (!visible) for (const lock of this.wakeLock?.held ?? []) lock.released = true;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setUp(): { page: FakePage; wakeLock: FakeWakeLock; host: WakeLockHost } {
  const page = new FakePage();
  const wakeLock = new FakeWakeLock(page);
  page.wakeLock = wakeLock;
  return { page, wakeLock, host: { wakeLock } };
}

// Lets the promise callbacks of the hook run.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdWakeLock: the screen stays awake while a live game is open (decision 024)', () => {
  it('holds a lock while visible and gives it back when stopped', async () => {
    const { page, wakeLock, host } = setUp();
    const stop = holdWakeLock(host, page);
    await settled();
    expect(wakeLock.active()).toBe(1);
    stop();
    await settled();
    expect(wakeLock.active()).toBe(0);
  });

  it('asks again when the page shows after being hidden, and only then', async () => {
    const { page, wakeLock, host } = setUp();
    const stop = holdWakeLock(host, page);
    await settled();
    page.setVisible(false);
    await settled();
    expect(wakeLock.active()).toBe(0);
    expect(wakeLock.requests).toBe(1);
    page.setVisible(true);
    await settled();
    expect(wakeLock.active()).toBe(1);
    expect(wakeLock.requests).toBe(2);
    // a visibilitychange while the lock is still held asks nothing more
    page.dispatchEvent(new Event('visibilitychange'));
    await settled();
    expect(wakeLock.requests).toBe(2);
    stop();
  });

  it('opened on a hidden page: no request until it shows', async () => {
    const { page, wakeLock, host } = setUp();
    page.visibilityState = 'hidden';
    const stop = holdWakeLock(host, page);
    await settled();
    expect(wakeLock.requests).toBe(0);
    page.setVisible(true);
    await settled();
    expect(wakeLock.active()).toBe(1);
    stop();
  });

  it('stopped while the request is on its way: the late lock is released at once', async () => {
    const { page, wakeLock, host } = setUp();
    wakeLock.hold = true;
    const stop = holdWakeLock(host, page);
    stop();
    wakeLock.answer();
    await settled();
    expect(wakeLock.held).toHaveLength(1);
    expect(wakeLock.active()).toBe(0);
  });

  it('after stopping, the page showing again asks nothing', async () => {
    const { page, wakeLock, host } = setUp();
    const stop = holdWakeLock(host, page);
    await settled();
    stop();
    page.setVisible(false);
    page.setVisible(true);
    await settled();
    expect(wakeLock.requests).toBe(1);
    expect(wakeLock.active()).toBe(0);
  });

  it('a refused request (battery saver) is no error, and the next show asks again', async () => {
    const { page, wakeLock, host } = setUp();
    wakeLock.refuse = true;
    const stop = holdWakeLock(host, page);
    await settled();
    expect(wakeLock.active()).toBe(0);
    wakeLock.refuse = false;
    page.setVisible(false);
    page.setVisible(true);
    await settled();
    expect(wakeLock.active()).toBe(1);
    stop();
  });

  it('a browser without the API: nothing happens, nothing throws', () => {
    const page = new FakePage();
    const stop = holdWakeLock({}, page);
    page.setVisible(false);
    page.setVisible(true);
    expect(() => stop()).not.toThrow();
  });
});

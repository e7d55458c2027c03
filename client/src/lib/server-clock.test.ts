import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock';

describe('server clock estimate', () => {
  it("is the device's time until the server has answered", () => {
    expect(createServerClock(() => 5000).now()).toBe(5000);
  });

  it('follows the server: the answer with the least delay on the wire wins', () => {
    const clock = createServerClock();
    // The server is 10 s ahead; the first answer took 400 ms to arrive, the second 50 ms.
    clock.sample(20_000 - 400, 10_000);
    clock.sample(21_000 - 50, 11_000);
    expect(clock.now(12_000)).toBe(22_000 - 50);
  });

  it('forgets old samples, so a device clock that jumps is corrected', () => {
    const clock = createServerClock();
    clock.sample(10_000, 10_000);
    // The device clock jumped 5 s ahead; after half a minute only the new offset counts.
    clock.sample(10_000, 15_000);
    expect(clock.now(16_000)).toBe(16_000); // the old zero offset is still the larger one
    expect(clock.now(41_000)).toBe(36_000);
  });
});

// The senders' rounds (rounds.ts): one at a time, one more for a wake-up during a round, the
// earliest timer kept, a failure handed on, nothing after stop.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Rounds } from './rounds';

describe('Rounds', () => {
  it('runs one round at a time, and one more for the wake-ups during a round', async () => {
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    const rounds = new Rounds(async () => {
      runs += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(20);
      inFlight -= 1;
    }, () => {});
    rounds.wake();
    await sleep(5);
    rounds.wake();
    rounds.wake();
    await sleep(100);
    await rounds.stop();
    expect(most).toBe(1);
    expect(runs).toBe(2);
  });

  it('keeps the earliest wake-up asked for, hands a failure on, and runs nothing once stopped', async () => {
    const at: number[] = [];
    const errors: unknown[] = [];
    const started = Date.now();
    const rounds = new Rounds(async () => {
      at.push(Date.now() - started);
      throw new Error('round failed');
    }, (err) => errors.push(err));
    rounds.wakeIn(1000);
    rounds.wakeIn(30);
    rounds.wakeIn(500);
    await sleep(120);
    expect(at).toHaveLength(1);
    expect(at[0]).toBeLessThan(500);
    expect(errors).toHaveLength(1);
    await rounds.stop();
    rounds.wake();
    rounds.wakeIn(0);
    await sleep(30);
    expect(at).toHaveLength(1);
  });
});

// The pushes' queue (issue 45, decision 056): leagues in turn, a place always left for another
// league, first tries before retries, one push in flight per subscription.
import { describe, expect, it } from 'vitest';
import { DeliveryQueue } from './delivery-queue';

type Push = { leagueId: number; subscriptionId: number; retry: boolean; name: string };

// a queue whose sends wait until the test ends them, recording the order they started in; `add`
// queues pushes one after another
function heldQueue(limits: { concurrency: number; perLeague: number }) {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  const queue = new DeliveryQueue<Push>(
    (push) =>
      new Promise<void>((resolve) => {
        started.push(push.name);
        pending.set(push.name, resolve);
      }),
    limits,
  );
  const finish = async (name: string) => {
    pending.get(name)!();
    pending.delete(name);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const add = (...pushes: Push[]) => {
    for (const each of pushes) queue.add(each);
  };
  return { queue, add, started, finish };
}
const push = (leagueId: number, subscriptionId: number, name: string, retry = false): Push => ({ leagueId, subscriptionId, retry, name });

describe('the delivery queue', () => {
  it('leaves another league its places while one league fills its own', async () => {
    const { queue, started, finish } = heldQueue({ concurrency: 4, perLeague: 3 });
    for (let i = 1; i <= 6; i++) queue.add(push(1, i, `a${i}`));
    expect(started).toEqual(['a1', 'a2', 'a3']);
    queue.add(push(2, 100, 'b1'));
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1']);
    await finish('a1');
    expect(started.at(-1)).toBe('a4');
    expect(queue.size()).toBe(2);
  });

  it('takes the leagues in turn', async () => {
    const { add, started, finish } = heldQueue({ concurrency: 1, perLeague: 1 });
    add(push(1, 1, 'a1'), push(1, 2, 'a2'), push(1, 3, 'a3'), push(2, 4, 'b1'));
    await finish('a1');
    await finish(started.at(-1)!);
    await finish(started.at(-1)!);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('sends a league\'s first tries before its retries', async () => {
    const { add, started, finish } = heldQueue({ concurrency: 1, perLeague: 1 });
    add(push(1, 1, 'first'), push(1, 2, 'retry', true), push(1, 3, 'fresh'));
    await finish('first');
    await finish('fresh');
    expect(started).toEqual(['first', 'fresh', 'retry']);
  });

  it('has one push of a subscription in flight at a time, its pushes in order', async () => {
    const { queue, add, started, finish } = heldQueue({ concurrency: 4, perLeague: 4 });
    add(push(1, 7, 'kickoff'), push(1, 7, 'score'), push(1, 8, 'other'), push(1, 7, 'final'));
    expect(started).toEqual(['kickoff', 'other']);
    await finish('kickoff');
    expect(started).toEqual(['kickoff', 'other', 'score']);
    await finish('score');
    expect(started).toEqual(['kickoff', 'other', 'score', 'final']);
    await finish('final');
    await finish('other');
    await queue.idle();
    expect(queue.size()).toBe(0);
  });
});

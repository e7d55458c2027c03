import { describe, expect, it, vi } from 'vitest';
import type { CheckinDto } from '@common/schemas/rosters';
import { memoryStore, type SavedCheckin } from '@client/features/game-control/device-store';
import { CheckinOutbox, presentIds, type CheckinSendOutcome } from './checkin-outbox';

const sheet = (present: number[]): CheckinDto => ({
  gameId: 1,
  home: present.map((id) => ({ id, teamId: 1, firstName: 'P', lastName: 'L', jerseyNumber: id, birthDate: null, status: 'active', present: true, override: false })),
  away: [],
  others: [],
  rosterFlag: false,
});

function setup(answers: ((entry: SavedCheckin) => CheckinSendOutcome)[]) {
  const storage = memoryStore();
  const sent: number[][] = [];
  const applied: CheckinDto[] = [];
  const timers: (() => void)[] = [];
  let gate: Promise<void> = Promise.resolve();
  const outbox = new CheckinOutbox({
    gameId: 1,
    userId: 2,
    storage,
    send: async (entry) => {
      await gate;
      sent.push(entry.present);
      return (answers.shift() ?? ((e) => ({ kind: 'applied', sheet: sheet(e.present) })))(entry);
    },
    onApplied: (answer) => applied.push(answer),
    onRefused: () => {},
    setTimer: (run) => {
      timers.push(run);
      return () => {};
    },
  });
  return { storage, outbox, sent, applied, timers, hold: (p: Promise<void>) => (gate = p) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the check-in outbox (decision 080)', () => {
  it('without signal keeps only the last list, then sends it once when the signal returns', async () => {
    const offline = (): CheckinSendOutcome => ({ kind: 'unreachable' });
    const { outbox, storage, sent, applied, timers } = setup([offline, offline]);
    outbox.save([3]);
    await settle();
    expect(outbox.getSnapshot().status).toBe('offline');
    outbox.save([3, 5]);
    outbox.save([3, 5, 8]);
    await settle();
    // each tap tried the network and found none: nothing reached the server
    expect(outbox.getSnapshot().waiting?.present).toEqual([3, 5, 8]);
    sent.length = 0;
    outbox.wake();
    await settle();
    await settle();
    expect(sent).toEqual([[3, 5, 8]]);
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    expect(applied.map((answer) => answer.home.map((p) => p.id))).toEqual([[3, 5, 8]]);
    expect(outbox.getSnapshot()).toEqual({ waiting: null, status: 'synced' });
    expect(await storage.savedCheckin(2, 1)).toBeUndefined();
    expect(timers.length).toBeGreaterThan(0);
  });

  it('a list waiting on the device (a reload) is sent at load', async () => {
    const { outbox, storage, sent } = setup([]);
    await storage.saveCheckin({ gameId: 1, userId: 2, present: [4], override: false, savedAt: 10 });
    await outbox.load();
    await settle();
    expect(sent).toEqual([[4]]);
    await vi.waitFor(() => expect(outbox.getSnapshot().waiting).toBeNull());
    expect(await storage.savedCheckin(2, 1)).toBeUndefined();
  });

  it('taps while a list is on its way: the newest goes next, the older answer is not shown', async () => {
    let release!: () => void;
    const { outbox, sent, applied, hold } = setup([]);
    hold(new Promise((resolve) => (release = resolve)));
    outbox.save([1]);
    await settle();
    outbox.save([1, 2]);
    outbox.save([1, 2, 6]);
    release();
    await settle();
    await settle();
    expect(sent).toEqual([[1], [1, 2, 6]]);
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    expect(applied.map((answer) => answer.home.map((p) => p.id))).toEqual([[1, 2, 6]]);
  });

  it('the shown list: the waiting one over the server sheet', () => {
    expect([...presentIds(sheet([1, 2]), null)]).toEqual([1, 2]);
    expect([...presentIds(sheet([1, 2]), { gameId: 1, userId: 2, present: [9], override: false, savedAt: 1 })]).toEqual([9]);
    expect(presentIds(undefined, null).size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { GameAction } from '@common/game-rules';
import type { GameDto } from '@common/schemas/games/dto';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';
import { ActionJournal, stopEveryJournal, type JournalEntry, type SendOutcome } from './action-journal';
import { memoryStore } from './device-store';

// The journal against a scripted server: what it sends, in which order, with which basis, and
// what stays kept when no answer comes.
function setup(answers: ((entry: JournalEntry) => SendOutcome | Promise<SendOutcome>)[], storage = memoryStore()) {
  const sent: JournalEntry[] = [];
  const applied: GameDto[] = [];
  const refused: JournalEntry[] = [];
  const timers: (() => void)[] = [];
  const journal = new ActionJournal({
    gameId: 5,
    userId: 9,
    storage,
    send: async (entry) => {
      sent.push(entry);
      const answer = answers.shift();
      if (!answer) throw new Error('no scripted answer');
      return answer(entry);
    },
    onApplied: (_entry, game) => applied.push(game),
    onRefused: (entry) => refused.push(entry),
    setTimer: (run) => {
      timers.push(run);
      return () => {};
    },
  });
  return { journal, sent, applied, refused, timers, storage };
}

const plus6: GameAction = { type: 'addScore', team: 'home', delta: 6 };
const down2: GameAction = { type: 'setDown', down: 2 };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ActionJournal', () => {
  it('sends taps one at a time in tap order and raises the basis of later taps to each answer', async () => {
    const seen = gameDtoFixture({ version: 3 });
    let release: (o: SendOutcome) => void = () => {};
    const { journal, sent, applied } = setup([() => new Promise((resolve) => (release = resolve)), (e) => ({ kind: 'applied', game: gameDtoFixture({ version: e.basis + 1 }) })]);
    journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, seen);
    journal.add({ key: 'b', action: down2, tappedAt: 2000 }, seen);
    await settled();
    expect(sent.map((e) => e.key)).toEqual(['a']);
    expect(journal.getSnapshot()).toMatchObject({ status: 'sending', base: { version: 3 } });
    release({ kind: 'applied', game: gameDtoFixture({ version: 4, homeScore: 6 }) });
    await settled();
    expect(sent.map((e) => [e.key, e.basis])).toEqual([
      ['a', 3],
      ['b', 4],
    ]);
    expect(applied.map((g) => g.version)).toEqual([4, 5]);
    expect(journal.getSnapshot()).toMatchObject({ entries: [], status: 'synced', base: null });
  });

  it('no answer: the taps stay, offline, and go in order once woken; nothing is sent twice after an answer', async () => {
    const { journal, sent, storage } = setup([() => ({ kind: 'unreachable' }), (e) => ({ kind: 'applied', game: gameDtoFixture({ version: e.basis + 1 }) }), (e) => ({ kind: 'applied', game: gameDtoFixture({ version: e.basis + 1 }) })]);
    journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 1 }));
    await settled();
    journal.add({ key: 'b', action: plus6, tappedAt: 2000 }, gameDtoFixture({ version: 1 }));
    await settled();
    expect(journal.getSnapshot().status).toBe('offline');
    expect((await storage.entriesOf(5, 9)).map((e) => e.key)).toEqual(['a', 'b']);
    journal.wake();
    await settled();
    expect(sent.map((e) => e.key)).toEqual(['a', 'a', 'b']);
    expect(journal.getSnapshot()).toMatchObject({ entries: [], status: 'synced' });
    expect(await storage.entriesOf(5, 9)).toEqual([]);
  });

  it('a retry timer also sends again without a wake', async () => {
    const { journal, sent, timers } = setup([() => ({ kind: 'unreachable' }), () => ({ kind: 'applied', game: gameDtoFixture({ version: 2 }) })]);
    journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 1 }));
    await settled();
    expect(timers).toHaveLength(1);
    timers[0]!();
    await settled();
    expect(sent).toHaveLength(2);
    expect(journal.getSnapshot().status).toBe('synced');
  });

  it('a refusal drops the tap (the screen rolls back) and the next one still goes', async () => {
    const { journal, refused, sent } = setup([
      () => ({ kind: 'refused', status: 409, body: { message: 'changed', game: gameDtoFixture({ version: 7 }) }, error: new Error('409') }),
      () => ({ kind: 'applied', game: gameDtoFixture({ version: 8 }) }),
    ]);
    journal.add({ key: 'a', action: down2, tappedAt: 1000 }, gameDtoFixture({ version: 5 }));
    journal.add({ key: 'b', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 5 }));
    await settled();
    expect(refused.map((e) => e.key)).toEqual(['a']);
    expect(sent.map((e) => e.key)).toEqual(['a', 'b']);
    expect(journal.getSnapshot().entries).toEqual([]);
  });

  it('signed out: kept and not sent until woken', async () => {
    const { journal, sent } = setup([() => ({ kind: 'signedOut' }), () => ({ kind: 'applied', game: gameDtoFixture({ version: 2 }) })]);
    journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 1 }));
    await settled();
    expect(journal.getSnapshot()).toMatchObject({ status: 'signedOut', entries: [{ key: 'a' }] });
    journal.wake();
    await settled();
    expect(sent).toHaveLength(2);
    expect(journal.getSnapshot().status).toBe('synced');
  });

  it('a new page replays what an earlier one left, first and in order, with the same keys', async () => {
    const storage = memoryStore();
    const first = setup([() => ({ kind: 'unreachable' })], storage);
    first.journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 1 }));
    first.journal.add({ key: 'b', action: down2, tappedAt: 2000 }, gameDtoFixture({ version: 1 }));
    await settled();
    const applied = (e: JournalEntry): SendOutcome => ({ kind: 'applied', game: gameDtoFixture({ version: e.basis + 1 }) });
    const second = setup([applied, applied, applied], storage);
    second.journal.add({ key: 'c', action: plus6, tappedAt: 3000 }, gameDtoFixture({ version: 1 }));
    await settled();
    expect(second.sent.map((e) => e.key)).toEqual(['a', 'b', 'c']);
  });

  it('an undo of a tap not sent yet (issue 37) takes it out of the journal and off the device: it is never sent', async () => {
    const { journal, sent, storage } = setup([() => ({ kind: 'unreachable' }), (e) => ({ kind: 'applied', game: gameDtoFixture({ version: e.basis + 1 }) })]);
    journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 1 }));
    journal.add({ key: 'b', action: down2, tappedAt: 2000 }, gameDtoFixture({ version: 1 }));
    await settled();
    expect(journal.getSnapshot().status).toBe('offline');
    expect(journal.withdraw('b')).toBe(true);
    expect(journal.withdraw('b')).toBe(false);
    expect(journal.getSnapshot().entries.map((e) => e.key)).toEqual(['a']);
    await settled();
    expect((await storage.entriesOf(5, 9)).map((e) => e.key)).toEqual(['a']);
    journal.wake();
    await settled();
    expect(sent.map((e) => e.key)).toEqual(['a', 'a']);
    expect(journal.getSnapshot()).toMatchObject({ entries: [], status: 'synced' });
  });

  it('a tap on its way to the server cannot be withdrawn (its event is undone instead); the ones behind it can', async () => {
    let release: (o: SendOutcome) => void = () => {};
    const { journal, sent } = setup([() => new Promise((resolve) => (release = resolve))]);
    journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 1 }));
    journal.add({ key: 'b', action: down2, tappedAt: 2000 }, gameDtoFixture({ version: 1 }));
    await settled();
    expect(sent.map((e) => e.key)).toEqual(['a']);
    expect(journal.withdraw('a')).toBe(false);
    expect(journal.withdraw('b')).toBe(true);
    release({ kind: 'applied', game: gameDtoFixture({ version: 2 }) });
    await settled();
    expect(sent.map((e) => e.key)).toEqual(['a']);
    expect(journal.getSnapshot()).toMatchObject({ entries: [], status: 'synced' });
  });

  it('a sign-out (decision 043) stops every journal: the waiting taps are counted, deleted, and never sent after it', async () => {
    const { journal, sent, storage, timers } = setup([() => ({ kind: 'unreachable' })]);
    journal.add({ key: 'a', action: plus6, tappedAt: 1000 }, gameDtoFixture({ version: 3 }));
    journal.add({ key: 'b', action: down2, tappedAt: 2000 }, gameDtoFixture({ version: 3 }));
    await settled();
    expect(journal.getSnapshot().status).toBe('offline');
    expect(await storage.waitingActions()).toBe(2);

    stopEveryJournal();
    await storage.forgetAll();
    expect(journal.getSnapshot()).toMatchObject({ entries: [], status: 'synced' });
    expect(await storage.waitingActions()).toBe(0);
    for (const run of timers) run();
    journal.wake();
    await settled();
    expect(sent.map((e) => e.key)).toEqual(['a']);
    expect(journal.isStopped).toBe(true);
  });
});

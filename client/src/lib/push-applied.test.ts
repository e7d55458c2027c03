import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDto, GameEventDto, PublicGameDto } from '@common/schemas/games/dto';
import type { LiveServerMessage } from '@common/schemas/live-protocol';
import { gameEventsKey, gameKey, keepNewerGames, scoringPlaysKey } from './game-cache';
import { publicGame } from './game-lists';
import { gameDtoFixture } from './game-dto.fixture';
import { applyLiveMessage } from './apply-push';

// Architecture rule 10 on a real QueryClient: every list a screen holds is an active query whose
// fetches are counted, so "applied, not refetched" is a count of 0.

const LEAGUE = 1;
const staffGame = (overrides: Partial<GameDto> = {}) => gameDtoFixture({ leagueId: LEAGUE, refereeId: 7, referee: { firstName: 'Rita', lastName: 'Ref' }, ...overrides });
const pubGame = (overrides: Partial<GameDto> = {}): PublicGameDto => publicGame(staffGame(overrides));

const keys = {
  publicLive: ['/api/leagues', 'demo', 'public', 'games?status=live'],
  publicScheduled: ['/api/leagues', 'demo', 'public', 'games?status=scheduled'],
  publicCompleted: ['/api/leagues', 'demo', 'public', 'games?status=completed'],
  staffLive: ['/api/leagues', 'demo', 'games?status=live'],
  staffScheduled: ['/api/leagues', 'demo', 'games?status=scheduled'],
  adminAll: ['/api/leagues', 'demo', 'games'],
} satisfies Record<string, QueryKey>;

type Screen = { queryClient: QueryClient; fetches: string[]; answers: Map<string, unknown>; stop: () => void };

const screens: Screen[] = [];
afterEach(() => {
  for (const screen of screens.splice(0)) screen.stop();
});

// A query client whose lists are on screen (observed), each answering `answers` when fetched.
function screenWith(lists: [QueryKey, unknown][]): Screen {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const fetches: string[] = [];
  const answers = new Map<string, unknown>();
  const unsubscribes: (() => void)[] = [];
  for (const [queryKey, data] of lists) {
    queryClient.setQueryData(queryKey, data);
    answers.set(JSON.stringify(queryKey), data);
    const observer = new QueryObserver(queryClient, {
      queryKey,
      structuralSharing: keepNewerGames,
      queryFn: () => {
        fetches.push(queryKey.join('/'));
        return answers.get(JSON.stringify(queryKey));
      },
    });
    unsubscribes.push(observer.subscribe(() => {}));
  }
  const screen = { queryClient, fetches, answers, stop: () => unsubscribes.forEach((undo) => undo()) };
  screens.push(screen);
  return screen;
}

const push = (game: GameDto | PublicGameDto): LiveServerMessage => ({ type: 'gameUpdated', data: game });
const ids = (queryClient: QueryClient, key: QueryKey) => queryClient.getQueryData<{ id: number }[]>(key)?.map((game) => game.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gameUpdated is applied to every cache that holds the game', () => {
  it('replaces the game itself and its copy in public, staff and admin lists, without a request', async () => {
    const other = staffGame({ id: 4, scheduledDate: '2026-11-21T13:00:00.000Z' });
    const { queryClient, fetches } = screenWith([
      [keys.publicLive, [publicGame(other), pubGame({ homeScore: 0 })]],
      [keys.staffLive, [other, staffGame({ homeScore: 0 })]],
      [keys.adminAll, [other, staffGame({ homeScore: 0 })]],
    ]);
    queryClient.setQueryData(gameKey(5), staffGame({ homeScore: 0 }));
    applyLiveMessage(queryClient, push(pubGame({ homeScore: 6, version: 4 })));
    await settle();
    expect(fetches).toEqual([]);
    expect(queryClient.getQueryData<GameDto>(gameKey(5))).toMatchObject({ homeScore: 6, version: 4, refereeId: 7 });
    for (const key of [keys.publicLive, keys.staffLive, keys.adminAll]) {
      expect(queryClient.getQueryData<GameDto[]>(key)?.map((game) => game.homeScore)).toEqual([0, 6]);
    }
    // the staff lists keep the referee the public copy leaves out
    expect(queryClient.getQueryData<GameDto[]>(keys.staffLive)?.[1]).toMatchObject({ refereeId: 7, referee: { firstName: 'Rita' } });
  });

  it('puts a staff copy (game channel, a write answer) into a public list without its referee', () => {
    const { queryClient } = screenWith([[keys.publicLive, [pubGame()]]]);
    applyLiveMessage(queryClient, push(staffGame({ homeScore: 3, version: 4 })));
    const [listed] = queryClient.getQueryData<PublicGameDto[]>(keys.publicLive)!;
    expect(listed).toMatchObject({ homeScore: 3, version: 4 });
    expect(listed).not.toHaveProperty('refereeId');
    expect(listed).not.toHaveProperty('referee');
  });

  it('never puts an older version over a newer one', () => {
    const { queryClient } = screenWith([[keys.publicLive, [pubGame({ homeScore: 12, version: 9 })]]]);
    queryClient.setQueryData(gameKey(5), staffGame({ homeScore: 12, version: 9 }));
    applyLiveMessage(queryClient, push(staffGame({ homeScore: 6, version: 8 })));
    expect(queryClient.getQueryData<GameDto>(gameKey(5))?.homeScore).toBe(12);
    expect(queryClient.getQueryData<PublicGameDto[]>(keys.publicLive)?.[0]?.homeScore).toBe(12);
  });

  it('an older state that left a list does not put the game back in it', () => {
    const { queryClient } = screenWith([
      [keys.publicLive, []],
      [keys.publicCompleted, [pubGame({ status: 'completed', version: 9 })]],
    ]);
    applyLiveMessage(queryClient, push(pubGame({ status: 'live', version: 8 })));
    expect(ids(queryClient, keys.publicLive)).toEqual([]);
    expect(ids(queryClient, keys.publicCompleted)).toEqual([5]);
  });
});

describe('a status change moves the game between the lists of each status', () => {
  const early = staffGame({ id: 2, status: 'live', scheduledDate: '2026-11-21T12:00:00.000Z' });
  const late = staffGame({ id: 9, status: 'live', scheduledDate: '2026-11-21T18:00:00.000Z' });
  const scheduled = staffGame({ status: 'scheduled', version: 3 });

  it('start: out of the scheduled lists, into the live ones in kickoff order, public and staff, without a request', async () => {
    const { queryClient, fetches } = screenWith([
      [keys.publicLive, [publicGame(early), publicGame(late)]],
      [keys.publicScheduled, [publicGame(scheduled)]],
      [keys.publicCompleted, []],
      [keys.staffLive, [early, late]],
      [keys.staffScheduled, [scheduled]],
    ]);
    applyLiveMessage(queryClient, push(pubGame({ status: 'live', version: 4 })));
    await settle();
    expect(fetches).toEqual([]);
    expect(ids(queryClient, keys.publicLive)).toEqual([2, 5, 9]);
    expect(ids(queryClient, keys.publicScheduled)).toEqual([]);
    expect(ids(queryClient, keys.publicCompleted)).toEqual([]);
    expect(ids(queryClient, keys.staffLive)).toEqual([2, 5, 9]);
    expect(ids(queryClient, keys.staffScheduled)).toEqual([]);
    // the staff live list got the whole game: the referee came from the scheduled list's copy
    expect(queryClient.getQueryData<GameDto[]>(keys.staffLive)?.[1]).toMatchObject({ status: 'live', refereeId: 7 });
  });

  it('complete: into an empty completed list whose league is known from the league loaded by slug', async () => {
    const { queryClient, fetches } = screenWith([
      [keys.publicLive, [pubGame()]],
      [keys.publicCompleted, []],
    ]);
    queryClient.setQueryData(['/api/leagues/by-slug', 'demo'], { id: LEAGUE, slug: 'demo' });
    applyLiveMessage(queryClient, push(pubGame({ status: 'completed', version: 4 })));
    await settle();
    expect(fetches).toEqual([]);
    expect(ids(queryClient, keys.publicLive)).toEqual([]);
    expect(ids(queryClient, keys.publicCompleted)).toEqual([5]);
  });

  it('a kickoff moved by an admin re-sorts the game in its list', () => {
    const { queryClient } = screenWith([[keys.publicLive, [publicGame(early), pubGame(), publicGame(late)]]]);
    applyLiveMessage(queryClient, push(pubGame({ scheduledDate: '2026-11-21T20:00:00.000Z', version: 4 })));
    expect(ids(queryClient, keys.publicLive)).toEqual([2, 9, 5]);
  });

  it('a game of another league stays out of the lists', () => {
    const { queryClient, fetches } = screenWith([[keys.publicLive, [publicGame(early)]]]);
    applyLiveMessage(queryClient, push(pubGame({ id: 30, leagueId: 2 })));
    expect(ids(queryClient, keys.publicLive)).toEqual([2]);
    expect(fetches).toEqual([]);
  });
});

describe('a list reloads only when the push cannot be applied there', () => {
  it('a staff list that never saw the game cannot take its public copy (no referee): that list reloads, once', async () => {
    const newGame = staffGame({ id: 40, status: 'scheduled', version: 1 });
    const screen = screenWith([
      [keys.staffScheduled, [staffGame({ id: 2, status: 'scheduled' })]],
      [keys.staffLive, [staffGame({ id: 3 })]],
      [keys.publicScheduled, [pubGame({ id: 2, status: 'scheduled' })]],
    ]);
    screen.answers.set(JSON.stringify(keys.staffScheduled), [staffGame({ id: 2, status: 'scheduled' }), newGame]);
    applyLiveMessage(screen.queryClient, push(publicGame(newGame)));
    await settle();
    expect(screen.fetches).toEqual([keys.staffScheduled.join('/')]);
    expect(ids(screen.queryClient, keys.staffScheduled)).toEqual([2, 40]);
    // the public list took the public copy as it is
    expect(ids(screen.queryClient, keys.publicScheduled)).toEqual([2, 40]);
  });

  it('an empty list of a league it cannot tell reloads when the game would join it', async () => {
    const { queryClient, fetches } = screenWith([[keys.publicLive, []]]);
    applyLiveMessage(queryClient, push(pubGame()));
    await settle();
    expect(fetches).toEqual([keys.publicLive.join('/')]);
  });

  it("an admin's edit that shows nothing public (a new referee) reloads the staff lists holding the game, not the public ones", async () => {
    const { queryClient, fetches } = screenWith([
      [keys.staffLive, [staffGame()]],
      [keys.publicLive, [pubGame()]],
    ]);
    applyLiveMessage(queryClient, push(pubGame({ version: 4 })));
    await settle();
    expect(fetches).toEqual([keys.staffLive.join('/')]);
  });

  it("a referee's action (a stored value of play changed) is applied to the staff lists", async () => {
    const { queryClient, fetches } = screenWith([[keys.staffLive, [staffGame()]]]);
    applyLiveMessage(queryClient, push(pubGame({ version: 4, clock: { ...staffGame().clock, clockStartedAt: 1_000_000 } })));
    applyLiveMessage(queryClient, push(pubGame({ version: 5, currentDown: 2, clock: { ...staffGame().clock, clockStartedAt: 1_000_000 } })));
    await settle();
    expect(fetches).toEqual([]);
    expect(queryClient.getQueryData<GameDto[]>(keys.staffLive)?.[0]).toMatchObject({ version: 5, currentDown: 2, refereeId: 7 });
  });

  it('gameDeleted takes the game out of every list without a request', async () => {
    const { queryClient, fetches } = screenWith([
      [keys.publicLive, [pubGame(), pubGame({ id: 6 })]],
      [keys.adminAll, [staffGame(), staffGame({ id: 6 })]],
    ]);
    applyLiveMessage(queryClient, { type: 'gameDeleted', data: { gameId: 5, leagueId: LEAGUE } });
    await settle();
    expect(fetches).toEqual([]);
    expect(ids(queryClient, keys.publicLive)).toEqual([6]);
    expect(ids(queryClient, keys.adminAll)).toEqual([6]);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('an answer read before a push does not undo it when it lands', () => {
  it('a live-list poll that crossed a start keeps the started game', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(keys.publicLive, [pubGame({ id: 2 })]);
    queryClient.setQueryData(keys.publicScheduled, [pubGame({ status: 'scheduled' })]);
    const answer = deferred<PublicGameDto[]>();
    const observer = new QueryObserver<PublicGameDto[]>(queryClient, { queryKey: keys.publicLive, structuralSharing: keepNewerGames, queryFn: () => answer.promise });
    const unsubscribe = observer.subscribe(() => {});
    const poll = observer.refetch();
    applyLiveMessage(queryClient, push(pubGame({ status: 'live', version: 4 })));
    answer.resolve([pubGame({ id: 2 })]);
    await poll;
    unsubscribe();
    expect(ids(queryClient, keys.publicLive)).toEqual([2, 5]);
  });

  it("an events answer that crossed an eventCreated keeps the event", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(gameEventsKey(5), [gameEvent(1)]);
    const answer = deferred<GameEventDto[]>();
    const observer = new QueryObserver<GameEventDto[]>(queryClient, { queryKey: gameEventsKey(5), queryFn: () => answer.promise });
    const unsubscribe = observer.subscribe(() => {});
    const load = observer.refetch();
    applyLiveMessage(queryClient, { type: 'eventCreated', data: { gameId: 5, event: gameEvent(2) } });
    answer.resolve([gameEvent(1)]);
    await load;
    unsubscribe();
    expect(queryClient.getQueryData<GameEventDto[]>(gameEventsKey(5))?.map((event) => event.id)).toEqual([2, 1]);
  });
});

function gameEvent(id: number, gameId = 5): GameEventDto {
  return { id, gameId, period: 1, timeRemaining: 900, eventType: 'score', teamId: 1, team: 'home', points: 6, description: null, play: null, jersey: null, homeScore: 6, awayScore: 0, undoes: null, undone: false, revert: null, createdAt: '2026-11-21T14:00:00.000Z' };
}

describe('eventCreated adds its event', () => {
  it('newest first, never twice, only to the events of its game, without a request', async () => {
    const { queryClient, fetches } = screenWith([
      [gameEventsKey(5), [gameEvent(3), gameEvent(1)]],
      [gameEventsKey(6), [gameEvent(10, 6)]],
    ]);
    const created = (event: GameEventDto): LiveServerMessage => ({ type: 'eventCreated', data: { gameId: event.gameId, event } });
    applyLiveMessage(queryClient, created(gameEvent(4)));
    applyLiveMessage(queryClient, created(gameEvent(4)));
    // a late copy of an earlier event lands in its place
    applyLiveMessage(queryClient, created(gameEvent(2)));
    await settle();
    expect(queryClient.getQueryData<GameEventDto[]>(gameEventsKey(5))?.map((event) => event.id)).toEqual([4, 3, 2, 1]);
    expect(queryClient.getQueryData<GameEventDto[]>(gameEventsKey(6))?.map((event) => event.id)).toEqual([10]);
    expect(fetches).toEqual([]);
  });

  it("a score change joins the scoreboard's scoring plays of its game in order, once, without a request (issue 18)", async () => {
    const play = (id: number) => ({ id, period: 1, timeRemaining: 900, team: 'home' as const, play: null, points: 6, jersey: null, homeScore: 6, awayScore: 0 });
    const { queryClient, fetches } = screenWith([
      [scoringPlaysKey('demo', 5), [play(1)]],
      [scoringPlaysKey('demo', 6), []],
    ]);
    const created = (event: GameEventDto): LiveServerMessage => ({ type: 'eventCreated', data: { gameId: event.gameId, event } });
    applyLiveMessage(queryClient, created({ ...gameEvent(4), play: 'touchdown', jersey: '12', homeScore: 12 }));
    applyLiveMessage(queryClient, created({ ...gameEvent(4), play: 'touchdown', jersey: '12', homeScore: 12 }));
    // a hand-written log entry (no score after it) and a timeout are not plays
    applyLiveMessage(queryClient, created({ ...gameEvent(5), homeScore: null, awayScore: null }));
    applyLiveMessage(queryClient, created({ ...gameEvent(6), eventType: 'timeout', points: null }));
    await settle();
    expect(queryClient.getQueryData(scoringPlaysKey('demo', 5))).toEqual([play(1), { ...play(4), play: 'touchdown', jersey: '12', homeScore: 12 }]);
    expect(queryClient.getQueryData(scoringPlaysKey('demo', 6))).toEqual([]);
    expect(fetches).toEqual([]);
  });

  it("a league channel's gameUpdated carries the plays of its change: the game is stored without them, the plays join, no request", async () => {
    const play = (id: number) => ({ id, period: 1, timeRemaining: 900, team: 'home' as const, play: null, points: 6, jersey: null, homeScore: 6, awayScore: 0 });
    const game = pubGame({ id: 5, status: 'live', version: 4, homeScore: 12 });
    const { queryClient, fetches } = screenWith([
      [keys.publicLive, [pubGame({ id: 5, status: 'live', version: 3 })]],
      [scoringPlaysKey('demo', 5), [play(1)]],
    ]);
    applyLiveMessage(queryClient, { type: 'gameUpdated', data: { ...game, plays: [{ ...gameEvent(4), play: 'touchdown', homeScore: 12 }] } });
    await settle();
    expect(queryClient.getQueryData(keys.publicLive)).toEqual([game]);
    expect(queryClient.getQueryData(scoringPlaysKey('demo', 5))).toEqual([play(1), { ...play(4), play: 'touchdown', homeScore: 12 }]);
    expect(fetches).toEqual([]);
  });

  it("an undo of a score change takes its play out of the scoreboard's plays; its redo brings a new one; an undo of a timeout leaves them (issue 37)", async () => {
    const play = (id: number, homeScore = 6) => ({ id, period: 1, timeRemaining: 900, team: 'home' as const, play: null, points: 6, jersey: null, homeScore, awayScore: 0 });
    const undo = (id: number, undoes: number, action: 'addScore' | 'callTimeout'): GameEventDto => ({
      ...gameEvent(id),
      eventType: 'undo',
      points: null,
      homeScore: null,
      awayScore: null,
      undoes,
      revert: { action: action === 'addScore' ? { type: 'addScore', team: 'home', delta: 6 } : { type: 'callTimeout', team: 'home' }, before: {}, shiftMs: 0 },
    });
    const { queryClient, fetches } = screenWith([[scoringPlaysKey('demo', 5), [play(1), play(4, 12)]]]);
    const updated = (version: number, homeScore: number, plays: GameEventDto[]): LiveServerMessage => ({
      type: 'gameUpdated',
      data: { ...pubGame({ id: 5, status: 'live', version, homeScore }), plays },
    });
    applyLiveMessage(queryClient, updated(5, 6, [undo(5, 4, 'addScore')]));
    await settle();
    expect(queryClient.getQueryData(scoringPlaysKey('demo', 5))).toEqual([play(1)]);
    // the redo is a score event of its own, naming the undo
    applyLiveMessage(queryClient, updated(6, 12, [{ ...gameEvent(6), homeScore: 12, undoes: 5 }]));
    applyLiveMessage(queryClient, { type: 'eventCreated', data: { gameId: 5, event: undo(7, 3, 'callTimeout') } });
    await settle();
    expect(queryClient.getQueryData(scoringPlaysKey('demo', 5))).toEqual([play(1), play(6, 12)]);
    expect(fetches).toEqual([]);
  });

  it('a scoring plays answer that crossed a score and its undo lands without the undone play', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const play = (id: number) => ({ id, period: 1, timeRemaining: 900, team: 'home' as const, play: null, points: 6, jersey: null, homeScore: 6, awayScore: 0 });
    queryClient.setQueryData(scoringPlaysKey('demo', 5), [play(1)]);
    const answer = deferred<unknown[]>();
    const observer = new QueryObserver<unknown[]>(queryClient, { queryKey: scoringPlaysKey('demo', 5), queryFn: () => answer.promise });
    const unsubscribe = observer.subscribe(() => {});
    const load = observer.refetch();
    const created = (event: GameEventDto): LiveServerMessage => ({ type: 'eventCreated', data: { gameId: 5, event } });
    applyLiveMessage(queryClient, created({ ...gameEvent(2), homeScore: 12 }));
    applyLiveMessage(queryClient, created({ ...gameEvent(3), eventType: 'undo', points: null, homeScore: null, awayScore: null, undoes: 2, revert: { action: { type: 'addScore', team: 'home', delta: 6 }, before: {}, shiftMs: 0 } }));
    // the answer was read before either
    answer.resolve([play(1)]);
    await load;
    unsubscribe();
    expect(queryClient.getQueryData(scoringPlaysKey('demo', 5))).toEqual([play(1)]);
  });

  it('events never loaded stay unloaded', () => {
    const queryClient = new QueryClient();
    applyLiveMessage(queryClient, { type: 'eventCreated', data: { gameId: 5, event: gameEvent(4) } });
    expect(queryClient.getQueryData(gameEventsKey(5))).toBeUndefined();
  });
});

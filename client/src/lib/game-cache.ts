import { type Query, type QueryClient, type QueryKey, replaceEqualDeep } from '@tanstack/react-query';
import type { GameDto, GameEventDto, PublicGameDto } from '@common/schemas/games/dto';
import { scoringPlayOfEvent, scoringPlayUndoneBy, type ScoringPlayDto } from '@common/schemas/scoreboard';
import { pathFromQueryKey } from './api';
import { gameListOf, type GameListInfo, leagueIdOfList, placeGame, publicGame } from './game-lists';
import { serverClock } from './server-clock';

// Where games live in the query cache, shared by the screens, the actions and the live socket.
// Architecture rule 10: what the server sends (a push or a write's answer) is applied to every
// cache that holds the game; a list reloads only when it cannot be applied (docs/decisions/025-push-applied-polls-stretched.md).

export function gameKey(gameId: number): QueryKey {
  return ['/api/games', gameId];
}

export function gameEventsKey(gameId: number): QueryKey {
  return ['/api/games', gameId, 'events'];
}

// The lists of spec 7: /api/games, /api/leagues/{slug}/games and their public forms, with or
// without ?status=. A single game (/api/games/5) and its events are not lists.
const GAME_LIST_PATH = /\/games(\?|$)/;

export function isGameListKey(queryKey: QueryKey): boolean {
  return GAME_LIST_PATH.test(pathFromQueryKey(queryKey));
}

export function isGameKey(queryKey: QueryKey): boolean {
  return queryKey.length === 2 && queryKey[0] === '/api/games' && typeof queryKey[1] === 'number';
}

function isEventsKey(queryKey: QueryKey): boolean {
  return queryKey.length === 3 && queryKey[0] === '/api/games' && typeof queryKey[1] === 'number' && queryKey[2] === 'events';
}

// Issue 18: a game's scoring plays as the public scoreboard reads them, oldest first.
export function scoringPlaysKey(slug: string, gameId: number): QueryKey {
  return ['/api/leagues', slug, 'public/games', gameId, 'scoring-plays'];
}

// The game a scoring-plays key is of; null for any other key.
export function gameOfScoringPlaysKey(queryKey: QueryKey): number | null {
  return queryKey.length === 5 && queryKey[0] === '/api/leagues' && queryKey[2] === 'public/games' && queryKey[4] === 'scoring-plays' && typeof queryKey[3] === 'number' ? queryKey[3] : null;
}

type Versioned = { id: number; version: number };

// Answers can arrive out of order (a poll sent before a write, answered after its push): never go
// back to an older version. An equal version is a fresher reading of the same stored state.
export function newerGame<T extends Versioned>(cached: T | undefined | null, incoming: T): T {
  if (cached && cached.id === incoming.id && cached.version > incoming.version) return cached;
  return incoming;
}

// A list as the server answered it, each game kept at the newest version the cache holds.
export function newerGames<T extends Versioned>(cached: readonly T[] | undefined | null, incoming: T[]): T[] {
  if (!cached || cached.length === 0) return incoming;
  const held = new Map(cached.map((game) => [game.id, game]));
  return incoming.map((game) => newerGame(held.get(game.id), game));
}

// `structuralSharing` of the queries of a game and of a game list: a fetch's answer is compared with
// what the cache holds when the answer lands, not when the fetch started, so a push that arrived
// meanwhile is not overwritten by the older state of a poll that crossed it.
export function keepNewerGame(cached: unknown, incoming: unknown): unknown {
  return replaceEqualDeep(cached, newerGame(cached as Versioned | undefined, incoming as Versioned));
}

export function keepNewerGames(cached: unknown, incoming: unknown): unknown {
  return replaceEqualDeep(cached, newerGames(cached as Versioned[] | undefined, incoming as Versioned[]));
}

type AnyGame = GameDto | PublicGameDto;
type CachedList = { query: Query; info: GameListInfo; games: AnyGame[] };

const isStaffGame = (game: AnyGame): game is GameDto => 'refereeId' in game;

function cachedLists(queryClient: QueryClient): CachedList[] {
  const lists: CachedList[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const info = gameListOf(query.queryKey);
    if (info && Array.isArray(query.state.data)) lists.push({ query, info, games: query.state.data as AnyGame[] });
  }
  return lists;
}

function reload(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey, exact: true });
}

// What a referee's action changes: the stored values of play. Anything else in a newer version
// (a kickoff, a field, a setting, or nothing the public copy shows) is an admin's edit, which may
// have moved the referee the public copy leaves out.
const PLAY_FIELDS = ['status', 'homeScore', 'awayScore', 'currentPeriod', 'currentDown', 'homeTimeoutsUsed', 'awayTimeoutsUsed', 'homeBlitzesUsed', 'awayBlitzesUsed'] as const;
const SCHEDULE_FIELDS = ['scheduledDate', 'field', 'homeTeamId', 'awayTeamId', 'gameFormat', 'periodDuration', 'totalPeriods', 'timeoutsPerPeriod', 'timeoutType', 'blitzesPerPeriod', 'autoTimeouts', 'timeoutDuration', 'halftimeDuration'] as const;

function mayHaveMovedReferee(copy: GameDto, pushed: PublicGameDto): boolean {
  if (pushed.version <= copy.version) return false;
  if (SCHEDULE_FIELDS.some((field) => copy[field] !== pushed[field])) return true;
  const clockChanged = (Object.keys(copy.clock) as (keyof GameDto['clock'])[]).some((field) => copy.clock[field] !== pushed.clock[field]);
  return !clockChanged && PLAY_FIELDS.every((field) => copy[field] === pushed[field]);
}

type Placement = {
  game: AnyGame;
  // the whole game for the staff lists: the game itself, or a public copy with the referee of a
  // staff copy the cache holds; undefined when none is held
  staffGame: GameDto | undefined;
  refereeUnknown: boolean;
  // re-applied to an answer that just landed: its own copy of an equal version is kept (fresher
  // derived values), and what cannot be placed is left to the answer (no reload loop)
  ontoAnswer: boolean;
};

// One list: replace the game in place, move it in or out when its status (or kickoff) changed,
// or reload the list when the change cannot be made here.
function placeInList(queryClient: QueryClient, { query, info, games }: CachedList, p: Placement): void {
  const { game } = p;
  const index = games.findIndex((item) => item.id === game.id);
  const held = index === -1 ? undefined : games[index]!;
  if (held && (held.version > game.version || (held.version === game.version && p.ontoAnswer))) return;
  if (info.audience === 'staff' && held && p.refereeUnknown) return reload(queryClient, query.queryKey);
  const statusFits = info.status === null || info.status === game.status;
  const leagueId = held ? held.leagueId : leagueIdOfList(queryClient, info, games);
  if (!statusFits || (leagueId !== null && leagueId !== game.leagueId)) {
    if (held) queryClient.setQueryData(query.queryKey, games.filter((item) => item.id !== game.id));
    return;
  }
  const shaped = info.audience === 'public' ? publicGame(game) : p.staffGame;
  // a list of an unknown league, or a staff list without the referee: the server says
  if (leagueId === null || !shaped) {
    if (!p.ontoAnswer) reload(queryClient, query.queryKey);
    return;
  }
  queryClient.setQueryData(query.queryKey, placeGame(games, shaped));
}

// Per query client: the newest copy of each game stored lately and the events pushed lately. A
// list or events answer read before they arrived (a fetch crossing a push) gets them back when it
// lands, instead of showing the older state until the next push.
const KEEP_MS = 60_000;
type Recent = { games: Map<number, { game: AnyGame; at: number }>; events: Map<number, { event: GameEventDto; at: number }> };
const recentOf = new WeakMap<QueryClient, Recent>();

function recentFor(queryClient: QueryClient): Recent {
  const held = recentOf.get(queryClient);
  if (held) return held;
  const made: Recent = { games: new Map(), events: new Map() };
  recentOf.set(queryClient, made);
  queryClient.getQueryCache().subscribe((event) => {
    // a fetch's answer (setQueryData's own writes are manual)
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const { queryKey } = event.query;
    forgetOld(made);
    if (isEventsKey(queryKey)) {
      for (const { event: pushed } of made.events.values()) if (pushed.gameId === queryKey[1]) addEvent(queryClient, pushed);
      return;
    }
    const playsOf = gameOfScoringPlaysKey(queryKey);
    if (playsOf !== null) {
      // in the order they happened, so an undo comes after the play it takes out
      const pushed = [...made.events.values()].map(({ event: item }) => item).filter((item) => item.gameId === playsOf);
      for (const item of pushed.sort((a, b) => a.id - b.id)) addScoringPlay(queryClient, item);
      return;
    }
    const info = gameListOf(queryKey);
    if (!info || !Array.isArray(event.query.state.data)) return;
    for (const { game } of made.games.values()) {
      const list: CachedList = { query: event.query, info, games: event.query.state.data as AnyGame[] };
      const staffGame = isStaffGame(game) ? game : undefined;
      placeInList(queryClient, list, { game, staffGame: staffGame ?? staffCopyIn(list, game), refereeUnknown: false, ontoAnswer: true });
    }
  });
  return made;
}

function forgetOld(recent: Recent): void {
  const now = Date.now();
  for (const [key, entry] of recent.games) if (now - entry.at > KEEP_MS) recent.games.delete(key);
  for (const [key, entry] of recent.events) if (now - entry.at > KEEP_MS) recent.events.delete(key);
}

function remember<T>(entries: Map<number, { at: number } & T>, key: number, entry: T, recent: Recent): void {
  forgetOld(recent);
  entries.set(key, { ...entry, at: Date.now() });
}

function staffCopyIn({ info, games }: CachedList, game: AnyGame): GameDto | undefined {
  if (info.audience !== 'staff') return undefined;
  const copy = games.find((item) => item.id === game.id) as GameDto | undefined;
  return copy && { ...game, refereeId: copy.refereeId, referee: copy.referee };
}

// Stores a game the server sent (a push, or a write's answer) in every cache that holds it: the
// game itself, and every public and staff list, moving it between the lists of each status. A
// public copy (league channel, no referee) updates a cached whole game but never replaces it.
export function storeGame(queryClient: QueryClient, game: AnyGame): void {
  serverClock.sample(game.serverNow);
  const detail = queryClient.getQueryData<GameDto>(gameKey(game.id));
  const lists = cachedLists(queryClient);
  const copies = [detail, ...lists.map(({ games }) => games.find((item) => item.id === game.id))].filter((copy) => copy !== undefined);
  // an older state than one the cache already shows carries nothing new
  if (copies.some((copy) => copy.version > game.version)) return;
  const recent = recentFor(queryClient);
  remember(recent.games, game.id, { game }, recent);
  const staffCopy = isStaffGame(game) ? game : (copies.filter(isStaffGame).sort((a, b) => b.version - a.version)[0] ?? undefined);
  const staffGame = isStaffGame(game) ? game : staffCopy && { ...game, refereeId: staffCopy.refereeId, referee: staffCopy.referee };
  // a whole game is kept even when no screen holds it yet (the control page opened next starts with it)
  if (staffGame && (detail || isStaffGame(game))) queryClient.setQueryData<GameDto>(gameKey(game.id), staffGame);
  const refereeUnknown = !isStaffGame(game) && staffCopy !== undefined && mayHaveMovedReferee(staffCopy, game);
  for (const list of lists) placeInList(queryClient, list, { game, staffGame, refereeUnknown, ontoAnswer: false });
}

// A deleted game leaves every list at once; a screen showing the game itself asks the server.
export function forgetGame(queryClient: QueryClient, gameId: number): void {
  recentFor(queryClient).games.delete(gameId);
  for (const { query, games } of cachedLists(queryClient)) {
    if (games.some((item) => item.id === gameId)) queryClient.setQueryData(query.queryKey, games.filter((item) => item.id !== gameId));
  }
  void queryClient.invalidateQueries({ queryKey: gameKey(gameId), exact: true });
}

// Newest first, as GET /api/games/{id}/events answers (server/modules/games/store.ts).
// Issue 37: an undo (or the redo of an undo) marks the event it reverses, which the server keeps.
function addEvent(queryClient: QueryClient, event: GameEventDto): void {
  queryClient.setQueryData<GameEventDto[]>(gameEventsKey(event.gameId), (events) => {
    if (!events || events.some((item) => item.id === event.id)) return events;
    const marked = event.undoes === null ? events : events.map((item) => (item.id === event.undoes ? { ...item, undone: true } : item));
    const at = marked.findIndex((item) => item.id < event.id);
    return at === -1 ? [...marked, event] : [...marked.slice(0, at), event, ...marked.slice(at)];
  });
}

// A score change pushed to the scoreboards: added in order to the game's cached scoring plays (never
// twice); the undo of one takes it out (issue 37: the server's list leaves undone plays out too);
// plays never loaded stay so.
function addScoringPlay(queryClient: QueryClient, event: GameEventDto): void {
  const play = scoringPlayOfEvent(event);
  const undone = scoringPlayUndoneBy(event);
  if (!play && undone === null) return;
  const queries = queryClient.getQueryCache().findAll({ predicate: (query) => gameOfScoringPlaysKey(query.queryKey) === event.gameId });
  for (const query of queries) {
    queryClient.setQueryData<ScoringPlayDto[]>(query.queryKey, (plays) => {
      if (!plays) return plays;
      if (undone !== null) return plays.some((item) => item.id === undone) ? plays.filter((item) => item.id !== undone) : plays;
      if (!play || plays.some((item) => item.id === play.id)) return plays;
      return [...plays, play].sort((a, b) => a.id - b.id);
    });
  }
}

// An event the server logged: added to the game's cached events (never twice), and a score change
// to its scoring plays; a game whose events or plays were never loaded stays so.
export function storeEvent(queryClient: QueryClient, event: GameEventDto): void {
  const recent = recentFor(queryClient);
  remember(recent.events, event.id, { event }, recent);
  addEvent(queryClient, event);
  addScoringPlay(queryClient, event);
}

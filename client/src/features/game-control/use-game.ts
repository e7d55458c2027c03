import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { POLL_MS } from '@common/constants';
import type { GameAction, GameActionType } from '@common/game-rules';
import type { GameDto, GameErrorBody, GameEventDto } from '@common/schemas/games/dto';
import { gameChannel } from '@common/schemas/live-protocol';
import { useCurrentUser } from '@client/lib/use-current-user';
import { errorStatus } from '@client/lib/api-errors';
import { gameEventsKey, gameKey, keepNewerGame, storeGame } from '@client/lib/game-cache';
import { useLivePollMs } from '@client/lib/live-poll';
import { useLiveChannel } from '@client/lib/use-live-channel';
import { serverClock } from '@client/lib/server-clock';
import { ActionJournal, type JournalEntry, type JournalSnapshot } from './action-journal';
import { deviceStore, type SavedGame } from './device-store';
import { showFailure, useFetchFailureToast } from '@client/lib/failure-toast';
import { fetchGame, fetchGameEvents, newIdempotencyKey, sendJournalEntry } from './game-api';
import { createTapFilter, projectGame, tryAction } from './optimistic-game';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// A game that does not exist (or is another league's) will not appear by asking again.
function isFinalError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 400 || status === 403 || status === 404;
}

// No answer at all (no signal): the sync banner says so; a toast every poll would only cover it.
function unlessOffline(error: Error | null): Error | null {
  return error && errorStatus(error) === null ? null : error;
}

// The last game and events this device kept (device-store.ts), read once per page: what the page
// shows when it opens without signal.
function useSavedGame(userId: number | null, gameId: number | null): SavedGame | null {
  const [saved, setSaved] = useState<SavedGame | null>(null);
  useEffect(() => {
    if (userId === null || gameId === null) return;
    let current = true;
    deviceStore()
      .savedGame(userId, gameId)
      .then((found) => current && found && setSaved(found))
      .catch((error: unknown) => console.error('Could not read the saved game', error));
    return () => {
      current = false;
    };
  }, [userId, gameId]);
  return saved;
}

// Spec 2.6: the game, polled every second, and replaced at once by live pushes of the game channel.
// Without signal the page shows the game this device last had (and keeps counting its clock down).
export function useGame(gameId: number | null) {
  const userId = useCurrentUser(false).data?.id ?? null;
  // the spec's 1 s poll, stretched while the game's channel is fresh (decision 025)
  const pollMs = useLivePollMs(gameId !== null ? gameChannel(gameId) : null, POLL_MS.gameControl);
  const query = useQuery<GameDto>({
    queryKey: gameKey(gameId ?? 0),
    queryFn: ({ signal }) => fetchGame(gameId!, signal),
    structuralSharing: keepNewerGame,
    enabled: gameId !== null,
    refetchInterval: (q) => (q.state.status === 'error' && isFinalError(q.state.error) ? false : pollMs),
  });
  useFetchFailureToast(TEXT.fetchGameFailed, unlessOffline(query.error));
  // Subscribed once the game is known to exist; the server's subscribe answer carries the game too.
  useLiveChannel(gameId !== null && query.data !== undefined ? gameChannel(gameId) : null);
  const saved = useSavedGame(userId, gameId);
  const version = query.data?.version;
  useEffect(() => {
    if (userId !== null && query.data) void deviceStore().saveGame(userId, query.data).catch((error: unknown) => console.error('Could not keep the game', error));
    // a new version is worth keeping; the clock between versions is derived from it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, version]);
  const data = query.data ?? saved?.game;
  return { ...query, data, fromDevice: query.data === undefined && data !== undefined };
}

export function useGameEvents(gameId: number) {
  const userId = useCurrentUser(false).data?.id ?? null;
  const query = useQuery<GameEventDto[]>({
    queryKey: gameEventsKey(gameId),
    queryFn: ({ signal }) => fetchGameEvents(gameId, signal),
  });
  useFetchFailureToast(TEXT.fetchEventsFailed, unlessOffline(query.error));
  const saved = useSavedGame(userId, gameId);
  useEffect(() => {
    if (userId !== null && query.data) void deviceStore().saveEvents(userId, gameId, query.data).catch((error: unknown) => console.error('Could not keep the events', error));
  }, [userId, gameId, query.data]);
  return { ...query, data: query.data ?? saved?.events ?? undefined, isPending: query.isPending && !saved?.events };
}

// The spec 8 toast title of a failed action; refusals with a title of their own ('Timeout not
// allowed', 'Blitz not allowed') show that instead.
function failureTitle(type: GameActionType): string {
  if (type === 'callTimeout') return TEXT.timeoutFailed;
  if (type === 'callBlitz') return TEXT.blitzFailed;
  return TEXT.updateFailed;
}

function showRefusal(type: GameActionType, body: GameErrorBody | null, error: Error | null): void {
  showFailure(body?.title ?? failureTitle(type), error, body?.message ?? '');
}

// One journal per game and user for the life of the page (it outlives a remount of the control page).
const journals = new Map<string, ActionJournal>();

function journalOf(queryClient: QueryClient, gameId: number, userId: number): ActionJournal {
  const id = `${gameId}:${userId}`;
  let journal = journals.get(id);
  // (a stopped one belongs to a sign-out since)
  if (!journal || journal.isStopped) {
    journal = new ActionJournal({
      gameId,
      userId,
      storage: deviceStore(),
      send: sendJournalEntry,
      onApplied: (_entry, game) => storeGame(queryClient, game),
      onRefused: (entry, outcome) => {
        if (outcome.body?.game) storeGame(queryClient, outcome.body.game);
        showRefusal(entry.action.type, outcome.body, outcome.error);
        void queryClient.invalidateQueries({ queryKey: gameKey(gameId), exact: true });
      },
    });
    journals.set(id, journal);
  }
  return journal;
}

const EMPTY: JournalSnapshot = { entries: [], status: 'synced', base: null };
const noJournal = { subscribe: () => () => {}, getSnapshot: () => EMPTY };

// When the input being handled happened (performance.now() time): the finger's instant, not the
// moment a busy phone got round to the handler, so a double tap stays one tap however slow the page.
let inputAt: number | null = null;
if (typeof document !== 'undefined') document.addEventListener('click', (event) => (inputAt = event.timeStamp), true);

function tapInstants(): { local: number; server: number } {
  const now = performance.now();
  const local = inputAt !== null && inputAt <= now && now - inputAt < 1000 ? inputAt : now;
  return { local, server: serverClock.now() - (now - local) };
}

// The signal came back: every journal tries at once instead of at its next retry.
function wakeJournals(): void {
  for (const journal of journals.values()) journal.wake();
}
if (typeof window !== 'undefined') window.addEventListener('online', wakeJournals);

// Every referee action (decision 023): checked by the engine on the game shown, shown at once,
// kept on the device and sent in tap order with an Idempotency-Key, its tapped instant and, for an
// absolute action, the version it was tapped on. A refusal (here or by the server) shows the
// engine's reason and the screen goes back to what the server has.
export function useGameAction(game: GameDto, events: readonly GameEventDto[] | undefined) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser(false).data?.id ?? null;
  const journal = userId === null ? null : journalOf(queryClient, game.id, userId);
  const snapshot = useSyncExternalStore((journal ?? noJournal).subscribe, (journal ?? noJournal).getSnapshot);
  const shown = useMemo(() => projectGame(snapshot.base ?? game, snapshot.entries, events), [snapshot, game, events]);
  const [acceptTap] = useState(() => createTapFilter());

  // back on the page (after signing in again, say): what waits goes now
  useEffect(() => journal?.wake(), [journal]);
  // the server answered a poll: the signal is back, whatever the browser thinks
  const offline = snapshot.status === 'offline';
  useEffect(() => {
    if (offline) journal?.wake();
  }, [offline, journal, game.serverNow]);

  // `confirmed`: the tap that closed a confirmation dialog (never a double tap). The entry kept, or
  // null for a tap dropped (a bounce) or refused.
  function act(action: GameAction, { confirmed = false }: { confirmed?: boolean } = {}): JournalEntry | null {
    const instants = tapInstants();
    if (!journal || !acceptTap(action, instants.local, confirmed)) return null;
    const tappedAt = instants.server;
    // An undo names a recorded event: the server alone judges it (its refusal, a later event named,
    // comes back as a toast); the screen shows it at once from the events this phone has.
    const verdict = action.type === 'undo' ? null : tryAction(shown, action, tappedAt);
    if (verdict && !verdict.ok) {
      showRefusal(action.type, { message: verdict.message, title: verdict.title }, null);
      return null;
    }
    const entry = journal.add({ key: newIdempotencyKey(), action, tappedAt }, game);
    // a tap the phone took: felt as well as seen, where the phone can
    navigator.vibrate?.(15);
    return entry;
  }

  // Issue 37: an undo of a tap still on this phone takes it back without a request (false: it has gone).
  function withdraw(key: string): boolean {
    return journal?.withdraw(key) ?? false;
  }

  return { act, withdraw, shown, waiting: snapshot.entries, status: snapshot.status };
}


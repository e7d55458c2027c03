import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { CheckinDto } from '@common/schemas/rosters';
import { deviceStore, type SavedCheckin } from '@client/features/game-control/device-store';
import { ApiError, apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-errors';
import { showFailure } from '@client/lib/failure-toast';
import { isRetryableStatus } from '@client/lib/retryable-status';
import { CheckinOutbox, type CheckinSendOutcome, type CheckinSnapshot } from './checkin-outbox';
import { CHECKIN_TEXT as TEXT } from './texts';

export function checkinKey(gameId: number) {
  return ['/api/games', gameId, 'checkin'] as const;
}

// GET /api/games/{id}/checkin: both rosters and who is present.
export function useCheckinSheet(gameId: number, enabled = true) {
  return useQuery<CheckinDto>({ queryKey: checkinKey(gameId), enabled });
}

async function sendCheckin(entry: SavedCheckin): Promise<CheckinSendOutcome> {
  try {
    const body = entry.override ? { present: entry.present, override: true } : { present: entry.present };
    return { kind: 'applied', sheet: await apiJson<CheckinDto>('PUT', `/api/games/${entry.gameId}/checkin`, body) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'unreachable' };
    if (error.status === 401) return { kind: 'signedOut' };
    if (isRetryableStatus(error.status)) return { kind: 'unreachable' };
    return { kind: 'refused', status: error.status, message: serverMessage(error, TEXT.refused) };
  }
}

// One outbox per game and user for the life of the page (it outlives a remount of the panel).
const outboxes = new Map<string, CheckinOutbox>();

function outboxOf(queryClient: QueryClient, gameId: number, userId: number): CheckinOutbox {
  const id = `${gameId}:${userId}`;
  let outbox = outboxes.get(id);
  if (!outbox) {
    outbox = new CheckinOutbox({
      gameId,
      userId,
      storage: deviceStore(),
      send: sendCheckin,
      onApplied: (sheet) => queryClient.setQueryData(checkinKey(gameId), sheet),
      onRefused: (outcome) => {
        showFailure(TEXT.refused, null, outcome.message);
        void queryClient.invalidateQueries({ queryKey: checkinKey(gameId) });
      },
    });
    void outbox.load();
    outboxes.set(id, outbox);
  }
  return outbox;
}

const IDLE: CheckinSnapshot = { waiting: null, status: 'synced' };
const none = { subscribe: () => () => {}, getSnapshot: () => IDLE };

// The game's outbox for this user: what waits, the sync's state, and the way to send a new list. The
// browser's `online` wakes it at once.
export function useCheckinOutbox(gameId: number, userId: number | null) {
  const queryClient = useQueryClient();
  const outbox = userId === null ? null : outboxOf(queryClient, gameId, userId);
  const snapshot = useSyncExternalStore((outbox ?? none).subscribe, (outbox ?? none).getSnapshot, (outbox ?? none).getSnapshot);
  useEffect(() => {
    if (!outbox) return;
    const wake = () => outbox.wake();
    window.addEventListener('online', wake);
    return () => window.removeEventListener('online', wake);
  }, [outbox]);
  return { ...snapshot, save: (present: readonly number[], override = false) => outbox?.save(present, override) };
}

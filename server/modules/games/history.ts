// Issue 46: the timeline of a game. Every door writes its entry through the bookkeeping of the one
// door (record-change.ts), in the change's transaction; nothing in the product updates or deletes one
// (and the table's trigger refuses it).
import { personName } from '../../../common/people';
import { asc, eq } from 'drizzle-orm';
import type { FieldChanges, GameChangeDoor, GameHistoryEntryDto } from '../../../common/schemas/games/history';
import type { DbOrTx, Tx } from '../../db/client';
import { gameHistory } from '../../db/schema';
import { insertHistoryRows } from './store';

// Who made a change: a user (its name as it was then), an API key, or the system with its reason
// (autoEnd, a bracket's advance). A user's change may carry a reason too (the import's file).
export type GameWho =
  | { type: 'user'; id: number; name: string; reason?: string }
  | { type: 'api-key'; id: string; name: string; reason?: string }
  | { type: 'system'; reason: string };

type NamedUser = { id: number; username: string; firstName: string | null; lastName: string | null };

export const who = {
  user: (user: NamedUser, reason?: string): GameWho => ({ type: 'user', id: user.id, name: personName(user), ...(reason ? { reason } : {}) }),
  system: (reason: string): GameWho => ({ type: 'system', reason }),
};

// The user an event is recorded as made by (null: an API key or the system).
export const userIdOf = (by: GameWho): number | null => (by.type === 'user' ? by.id : null);

export type HistoryEntry = { game: { id: number; leagueId: number }; at: number; by: GameWho; via: GameChangeDoor; changes: FieldChanges; eventId?: number | null };

// A deleted game's last entry: the status it had, then gone.
export function deletedEntry(game: { id: number; leagueId: number; status: string }, at: number, by: GameWho): HistoryEntry {
  return { game, at, by, via: 'delete', changes: { status: [game.status, 'deleted'] } };
}

export async function writeHistory(tx: Tx, entries: HistoryEntry[]): Promise<void> {
  await insertHistoryRows(tx, entries.map(historyRow));
}

function historyRow({ game, at, by, via, changes, eventId }: HistoryEntry) {
  return {
    gameId: game.id,
    leagueId: game.leagueId,
    at: new Date(at),
    actorType: by.type,
    actorId: by.type === 'system' ? null : String(by.id),
    actorName: by.type === 'system' ? 'System' : by.name,
    reason: by.reason ?? null,
    via,
    changes,
    eventId: eventId ?? null,
  };
}

// Oldest first.
export async function historyOfGame(db: DbOrTx, gameId: number): Promise<GameHistoryEntryDto[]> {
  const rows = await db.select().from(gameHistory).where(eq(gameHistory.gameId, gameId)).orderBy(asc(gameHistory.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: {
      type: row.actorType,
      id: row.actorId === null ? null : row.actorType === 'user' ? Number(row.actorId) : row.actorId,
      name: row.actorName,
      ...(row.reason === null ? {} : { reason: row.reason }),
    },
    via: row.via as GameChangeDoor,
    changes: row.changes,
    ...(row.eventId === null ? {} : { eventId: row.eventId }),
  }));
}

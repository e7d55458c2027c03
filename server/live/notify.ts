// The writer's half of live push (docs/decisions/016-live-push.md): a write announces what changed
// with PostgreSQL NOTIFY inside its own transaction, so the note is delivered exactly when the write
// commits and never for one that rolls back. Every instance, the writer included, LISTENs and fans
// out to its own sockets (server/live/fanout.ts). PGlite delivers the same notes in-process.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export const LIVE_CHANNEL = 'ffl_live';

// Small on purpose (NOTIFY payloads stop at 8000 bytes): receivers re-read what they send.
// version: the game's version the write committed; a receiver that already pushed that version or a
// later one skips the note (null: always re-read, for writers that do not know it).
export type LiveNote =
  | { kind: 'game'; leagueId: number; gameId: number; version: number | null; eventIds: number[] }
  // events logged by hand (POST /api/games/:id/events): the game itself did not change
  | { kind: 'events'; leagueId: number; gameId: number; eventIds: number[] }
  | { kind: 'gameDeleted'; leagueId: number; gameId: number }
  | { kind: 'userSignedOut'; userId: number }
  // one session ended (logout, or a new sign-in in the same browser): the sockets it opened close;
  // sessionIdHash is the stored HMAC of the session id, never the cookie's value
  | { kind: 'sessionEnded'; sessionIdHash: string }
  // a league was suspended: the sockets of its users (super admins excepted) close (decision 018)
  | { kind: 'leagueSuspended'; leagueId: number }
  // many games or their names changed at once (an import, a settings sync, a renamed team): public
  // snapshots of the league are dropped; scoreboards see it at their next poll
  | { kind: 'leagueChanged'; leagueId: number }
  // issue 48: a game's crew changed (an offer, an answer, a claim, an arrival): the league's Game day
  // boards re-read it
  | { kind: 'crewChanged'; leagueId: number; gameId: number };

export async function publishLive(db: DbOrTx, note: LiveNote): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(note)})`);
}

export async function publishLeagueChanged(db: DbOrTx, leagueId: number): Promise<void> {
  await publishLive(db, { kind: 'leagueChanged', leagueId });
}

// For role and password changes: call inside the transaction that ends the user's sessions; every
// instance then closes that user's sockets (LiveHub.disconnectUser).
export async function publishUserSignedOut(db: DbOrTx, userId: number): Promise<void> {
  await publishLive(db, { kind: 'userSignedOut', userId });
}

// Logout: call inside the transaction that deletes the session; every instance then closes the
// sockets opened with it (LiveHub.disconnectSession).
export async function publishSessionEnded(db: DbOrTx, sessionIdHash: string): Promise<void> {
  await publishLive(db, { kind: 'sessionEnded', sessionIdHash });
}

// Suspension: call inside the transaction that suspends the league (LiveHub.disconnectLeague).
export async function publishLeagueSuspended(db: DbOrTx, leagueId: number): Promise<void> {
  await publishLive(db, { kind: 'leagueSuspended', leagueId });
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

export function parseLiveNote(payload: string): LiveNote | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const note = value as Record<string, unknown>;
  switch (note.kind) {
    case 'game':
    case 'events': {
      if (!isId(note.leagueId) || !isId(note.gameId)) return null;
      if (!Array.isArray(note.eventIds) || !note.eventIds.every(isId)) return null;
      const common = { leagueId: note.leagueId, gameId: note.gameId, eventIds: note.eventIds };
      if (note.kind === 'events') return { kind: 'events', ...common };
      const version = note.version ?? null;
      if (version !== null && !(typeof version === 'number' && Number.isInteger(version) && version >= 0)) return null;
      return { kind: 'game', version, ...common };
    }
    case 'gameDeleted':
    case 'crewChanged':
      if (!isId(note.leagueId) || !isId(note.gameId)) return null;
      return { kind: note.kind, leagueId: note.leagueId, gameId: note.gameId };
    case 'userSignedOut':
      return isId(note.userId) ? { kind: 'userSignedOut', userId: note.userId } : null;
    case 'leagueChanged':
      return isId(note.leagueId) ? { kind: 'leagueChanged', leagueId: note.leagueId } : null;
    case 'sessionEnded':
      return typeof note.sessionIdHash === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(note.sessionIdHash)
        ? { kind: 'sessionEnded', sessionIdHash: note.sessionIdHash }
        : null;
    case 'leagueSuspended':
      return isId(note.leagueId) ? { kind: 'leagueSuspended', leagueId: note.leagueId } : null;
    default:
      return null;
  }
}

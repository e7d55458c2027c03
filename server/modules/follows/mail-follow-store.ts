// The tables of the follows by email (issue 47, decision 062): the requests waiting for their link
// (mail_follow_requests), the confirmed follows and their teams (mail_follows, mail_follow_teams),
// the daily count of confirmation mails per address (rate_limit_counters, key prefix below), and
// each game's score mail window (mail_score_windows). Every read of a follow names its league.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { games, mailFollowRequests, mailFollows, mailFollowTeams, mailScoreWindows, teams } from '../../db/schema';
import { rowsOf } from '../games/store';

export type TeamName = { id: number; name: string };
export type MailFollow = { id: number; leagueId: number; address: string; kinds: string[] };
export type FollowRequest = { id: number; leagueId: number; address: string; teamIds: number[]; kinds: string[]; expiresAt: Date; confirmedAt: Date | null };

// The key prefix of the confirmation mails' daily counts among the rate-limit counters (the address
// itself is not kept there: its SHA-256 is).
export const CONFIRM_COUNT_PREFIX = 'mail-follow-confirms:';

// A query's one row, or null; locked until the transaction ends when `lock`.
async function rowOrNull<Row>(query: PromiseLike<Row[]> & { for(strength: 'update'): PromiseLike<Row[]> }, lock: boolean): Promise<Row | null> {
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

// The teams of the league among these ids, by name.
export async function teamsOfLeague(db: DbOrTx, leagueId: number, ids: readonly number[]): Promise<TeamName[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.leagueId, leagueId), inArray(teams.id, [...ids])))
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function insertRequest(tx: Tx, values: Omit<FollowRequest, 'id' | 'confirmedAt'> & { tokenHash: string }): Promise<void> {
  await tx.insert(mailFollowRequests).values(values);
}

const requestColumns = {
  id: mailFollowRequests.id,
  leagueId: mailFollowRequests.leagueId,
  address: mailFollowRequests.address,
  teamIds: mailFollowRequests.teamIds,
  kinds: mailFollowRequests.kinds,
  expiresAt: mailFollowRequests.expiresAt,
  confirmedAt: mailFollowRequests.confirmedAt,
};

// The league's request with this token's hash (locked until the transaction ends when `lock`).
export async function requestByToken(db: DbOrTx, leagueId: number, hash: string, lock = false): Promise<FollowRequest | null> {
  return rowOrNull(db.select(requestColumns).from(mailFollowRequests).where(and(eq(mailFollowRequests.leagueId, leagueId), eq(mailFollowRequests.tokenHash, hash))), lock);
}

export async function markRequestConfirmed(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(mailFollowRequests).set({ confirmedAt: at }).where(eq(mailFollowRequests.id, id));
}

const followColumns = { id: mailFollows.id, leagueId: mailFollows.leagueId, address: mailFollows.address, kinds: mailFollows.kinds };

export async function followOfAddress(db: DbOrTx, leagueId: number, address: string): Promise<MailFollow | null> {
  const [row] = await db
    .select(followColumns)
    .from(mailFollows)
    .where(and(eq(mailFollows.leagueId, leagueId), eq(mailFollows.address, address.toLowerCase())));
  return row ?? null;
}

// The follow of this id in this league (locked until the transaction ends when `lock`).
export async function followById(db: DbOrTx, leagueId: number, id: number, lock = false): Promise<MailFollow | null> {
  return rowOrNull(db.select(followColumns).from(mailFollows).where(and(eq(mailFollows.leagueId, leagueId), eq(mailFollows.id, id))), lock);
}

export async function teamsOfFollow(db: DbOrTx, followId: number): Promise<TeamName[]> {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(mailFollowTeams)
    .innerJoin(teams, eq(teams.id, mailFollowTeams.teamId))
    .where(eq(mailFollowTeams.followId, followId))
    .orderBy(asc(teams.name), asc(teams.id));
}

// The address's follow in the league, made or changed by a confirmation: its kinds and teams are the
// request's (the teams replaced).
export async function saveConfirmedFollow(tx: Tx, values: { leagueId: number; address: string; kinds: string[]; teamIds: number[]; at: Date }): Promise<number> {
  const [row] = await tx
    .insert(mailFollows)
    .values({ leagueId: values.leagueId, address: values.address.toLowerCase(), kinds: values.kinds, confirmedAt: values.at })
    .onConflictDoUpdate({ target: [mailFollows.leagueId, mailFollows.address], set: { kinds: values.kinds, confirmedAt: values.at } })
    .returning({ id: mailFollows.id });
  await replaceTeams(tx, row!.id, values.teamIds);
  return row!.id;
}

export async function saveFollow(tx: Tx, id: number, values: { kinds: string[]; teamIds: number[] }): Promise<void> {
  await tx.update(mailFollows).set({ kinds: values.kinds }).where(eq(mailFollows.id, id));
  await replaceTeams(tx, id, values.teamIds);
}

async function replaceTeams(tx: Tx, followId: number, teamIds: number[]): Promise<void> {
  await tx.delete(mailFollowTeams).where(eq(mailFollowTeams.followId, followId));
  if (teamIds.length > 0) await tx.insert(mailFollowTeams).values(teamIds.map((teamId) => ({ followId, teamId })));
}

export async function deleteFollow(tx: Tx, id: number): Promise<void> {
  await tx.delete(mailFollows).where(eq(mailFollows.id, id));
}



// --- a game's score mail window: at most one score mail per game per window ---

// In the score's transaction: true when the score goes now (no window open: one opens, ending
// `windowMs` from now), false when a window is open (it is marked pending: its end mails the score
// then standing). A window the loop is reopening at this moment (its row locked) is waited for and
// then counts as open: the score waits for it rather than going twice in a few seconds.
export async function scoreNowOrLater(tx: Tx, gameId: number, now: Date, windowMs: number): Promise<boolean> {
  const endsAt = new Date(now.getTime() + windowMs);
  // a window that ended (or none) is opened afresh; one still open is left as it is (no row back)
  const [opened] = await tx
    .insert(mailScoreWindows)
    .values({ gameId, endsAt, pending: false })
    .onConflictDoUpdate({ target: mailScoreWindows.gameId, set: { endsAt, pending: false }, setWhere: sql`${mailScoreWindows.endsAt} <= ${now.toISOString()}::timestamptz` })
    .returning({ gameId: mailScoreWindows.gameId });
  if (opened) return true;
  await tx.update(mailScoreWindows).set({ pending: true }).where(eq(mailScoreWindows.gameId, gameId));
  return false;
}

// The final or a cancellation: no score waits any more.
export async function closeScoreWindow(tx: Tx, gameId: number): Promise<void> {
  await tx.delete(mailScoreWindows).where(eq(mailScoreWindows.gameId, gameId));
}

// Takes the windows that ended with a score waiting (each by one instance: `skip locked`) and opens
// a new window from now for each; answers their games with their leagues. In the caller's
// transaction, which mails those scores: both commit or neither.
export async function claimDueWindows(tx: Tx, now: Date, windowMs: number, limit: number): Promise<{ gameId: number; leagueId: number }[]> {
  const next = new Date(now.getTime() + windowMs).toISOString();
  const result = await tx.execute(sql`
    with due as (
      select game_id from ${mailScoreWindows}
      where pending and ends_at <= ${now.toISOString()}::timestamptz order by ends_at limit ${limit} for update skip locked
    ), reopened as (
      update ${mailScoreWindows} w set pending = false, ends_at = ${next}::timestamptz
      from due where w.game_id = due.game_id
      returning w.game_id
    )
    select reopened.game_id, g.league_id from reopened join ${games} g on g.id = reopened.game_id`);
  return rowsOf<{ game_id: number; league_id: number }>(result).map((row) => ({ gameId: row.game_id, leagueId: row.league_id }));
}

// Windows that ended with nothing waiting, and windows of games gone.
export async function dropEndedWindows(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(sql`
    delete from ${mailScoreWindows} w
    where (not w.pending and w.ends_at <= ${now.toISOString()}::timestamptz)
       or not exists (select 1 from ${games} g where g.id = w.game_id)`);
}

// When the next window holding a score ends, if one does (the loop looks again then, or within a second).
export async function nextPendingEnd(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ ms: sql<number | string | null>`(extract(epoch from min(${mailScoreWindows.endsAt})) * 1000)::float8` }).from(mailScoreWindows).where(eq(mailScoreWindows.pending, true));
  return row?.ms === null || row?.ms === undefined ? null : new Date(Number(row.ms));
}

// The follows module's tables (issue 38): subscriptions and the teams they follow, the outbox a game
// write fills in its transaction, and the score windows (decision 048).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PushMessage } from '../../../common/schemas/push';
import type { DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../games/store';
import { pushOutbox, pushScoreWindows, pushSubscriptions, pushSubscriptionTeams } from '../../db/schema';

export type Subscription = { id: number; endpoint: string; p256dh: string; auth: string };
export type Delivery = { subscription: Subscription; message: PushMessage };
export type QueuedMessage = { id: number; homeTeamId: number; awayTeamId: number; message: PushMessage };

const subscriptionColumns = { id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth };

// The same endpoint again replaces its keys, league and teams.
export async function saveSubscription(tx: Tx, values: { endpoint: string; p256dh: string; auth: string; leagueId: number; teamIds: number[] }): Promise<void> {
  const { teamIds, ...columns } = values;
  const [row] = await tx
    .insert(pushSubscriptions)
    .values(columns)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: columns.p256dh, auth: columns.auth, leagueId: columns.leagueId } })
    .returning({ id: pushSubscriptions.id });
  await tx.delete(pushSubscriptionTeams).where(eq(pushSubscriptionTeams.subscriptionId, row!.id));
  await tx.insert(pushSubscriptionTeams).values(teamIds.map((teamId) => ({ subscriptionId: row!.id, teamId })));
}

export async function deleteSubscriptionByEndpoint(db: DbOrTx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function deleteSubscriptions(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markSent(db: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length > 0) await db.update(pushSubscriptions).set({ lastSentAt: at }).where(inArray(pushSubscriptions.id, ids));
}

// In the game write's transaction: what its teams' followers are to be told, only when someone
// follows one of them (a game nobody follows leaves nothing behind).
export async function queueMessages(tx: Tx, teams: { homeTeamId: number; awayTeamId: number }, messages: PushMessage[]): Promise<void> {
  const { homeTeamId, awayTeamId } = teams;
  for (const message of messages) {
    await tx.execute(sql`
      insert into ${pushOutbox} (game_id, home_team_id, away_team_id, message)
      select ${message.gameId}, ${homeTeamId}, ${awayTeamId}, ${JSON.stringify(message)}::jsonb
      where exists (select 1 from ${pushSubscriptionTeams} where team_id in (${homeTeamId}, ${awayTeamId}))`);
  }
}

// Takes the oldest queued messages off the outbox (every instance drains it; each row goes to one).
export async function claimQueued(db: DbOrTx, limit: number): Promise<QueuedMessage[]> {
  const result = await db.execute(sql`
    delete from ${pushOutbox} where id in (select id from ${pushOutbox} order by id limit ${limit} for update skip locked)
    returning id, home_team_id, away_team_id, message`);
  return rowsOf<{ id: number | string; home_team_id: number; away_team_id: number; message: PushMessage }>(result)
    .map((row) => ({ id: Number(row.id), homeTeamId: row.home_team_id, awayTeamId: row.away_team_id, message: row.message }))
    .sort((a, b) => a.id - b.id);
}

export async function followersOf(db: DbOrTx, teamIds: number[]): Promise<Subscription[]> {
  return db
    .selectDistinct(subscriptionColumns)
    .from(pushSubscriptions)
    .innerJoin(pushSubscriptionTeams, eq(pushSubscriptionTeams.subscriptionId, pushSubscriptions.id))
    .where(inArray(pushSubscriptionTeams.teamId, teamIds))
    .orderBy(asc(pushSubscriptions.id));
}

// A score for these followers: those whose window for the game is closed (or never opened) get it
// now and a new window; the others keep it as their window's pending score (the latest wins).
export async function scoreNowOrLater(tx: Tx, followers: Subscription[], message: PushMessage, now: Date, windowMs: number): Promise<Subscription[]> {
  if (followers.length === 0) return [];
  const open = await tx
    .select({ subscriptionId: pushScoreWindows.subscriptionId, endsAt: pushScoreWindows.endsAt })
    .from(pushScoreWindows)
    .where(and(eq(pushScoreWindows.gameId, message.gameId), inArray(pushScoreWindows.subscriptionId, followers.map((f) => f.id)), sql`${pushScoreWindows.endsAt} > ${now}`))
    .for('update');
  const endsAt = new Map(open.map((row) => [row.subscriptionId, row.endsAt]));
  const next = new Date(now.getTime() + windowMs);
  await tx
    .insert(pushScoreWindows)
    .values(followers.map((f) => ({ subscriptionId: f.id, gameId: message.gameId, endsAt: endsAt.get(f.id) ?? next, pending: endsAt.has(f.id) ? message : null })))
    .onConflictDoUpdate({
      target: [pushScoreWindows.subscriptionId, pushScoreWindows.gameId],
      set: { endsAt: sql`excluded.ends_at`, pending: sql`excluded.pending` },
    });
  return followers.filter((f) => !endsAt.has(f.id));
}

// The game is over (final or cancelled): a score still waiting in a window is not sent.
export async function closeScoreWindows(db: DbOrTx, gameId: number): Promise<void> {
  await db.delete(pushScoreWindows).where(eq(pushScoreWindows.gameId, gameId));
}

// The windows that ended with a score waiting: each score is taken (one instance takes it) and a new
// window opens from now; windows that ended with nothing waiting are dropped.
export async function claimDueScores(db: DbOrTx, now: Date, windowMs: number, limit: number): Promise<Delivery[]> {
  const next = new Date(now.getTime() + windowMs).toISOString();
  const result = await db.execute(sql`
    with due as (
      select subscription_id, game_id, pending from ${pushScoreWindows}
      where pending is not null and ends_at <= ${now.toISOString()}::timestamptz order by ends_at limit ${limit} for update skip locked
    ), reopened as (
      update ${pushScoreWindows} w set pending = null, ends_at = ${next}::timestamptz
      from due where w.subscription_id = due.subscription_id and w.game_id = due.game_id
      returning w.subscription_id
    )
    select s.id, s.endpoint, s.p256dh, s.auth, due.pending as message
    from due join ${pushSubscriptions} s on s.id = due.subscription_id`);
  await db.delete(pushScoreWindows).where(and(sql`${pushScoreWindows.pending} is null`, lte(pushScoreWindows.endsAt, now)));
  return rowsOf<Subscription & { message: PushMessage }>(result).map(({ message, ...subscription }) => ({ subscription, message }));
}

// Whether a window still holds a score to send (the sender then looks again every second).
export async function hasPendingScores(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(pushScoreWindows).where(sql`${pushScoreWindows.pending} is not null`).limit(1);
  return row !== undefined;
}

// The follows module's tables (issue 38): subscriptions and the teams they follow, the outbox a game
// write fills in its transaction, the score windows (decision 048), the retries waiting for their
// time and the daily count of new follows per address (issue 45, decision 056); an announcement's
// pushes, one per subscription, queued as retries due at once (issue 47, decision 063).
import { and, asc, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { NewsPushMessage, PushMessage, PushPayload } from '../../../common/schemas/push';
import type { DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../games/store';
import { pushOutbox, pushRetries, pushScoreWindows, pushSubscriptions, pushSubscriptionTeams, rateLimitCounters, teams } from '../../db/schema';

export type Subscription = { id: number; endpoint: string; p256dh: string; auth: string; leagueId: number };
// attempt: the tries already made (0: its first)
export type Delivery = { subscription: Subscription; message: PushPayload; attempt: number };
export type QueuedMessage = { id: number; homeTeamId: number; awayTeamId: number; message: PushMessage };
export type Retry = { subscriptionId: number; message: PushPayload; attempt: number; dueAt: Date };

const subscriptionColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  leagueId: pushSubscriptions.leagueId,
};

// The subscription of this endpoint, locked until the transaction ends (its change waits for ours).
export async function lockSubscription(tx: Tx, endpoint: string): Promise<{ id: number; auth: string } | null> {
  const [row] = await tx.select({ id: pushSubscriptions.id, auth: pushSubscriptions.auth }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).for('update');
  return row ?? null;
}

// A new subscription's row; null when another request made one for the endpoint first.
export async function insertSubscription(tx: Tx, values: { endpoint: string; p256dh: string; auth: string; leagueId: number }): Promise<number | null> {
  const [row] = await tx.insert(pushSubscriptions).values(values).onConflictDoNothing({ target: pushSubscriptions.endpoint }).returning({ id: pushSubscriptions.id });
  return row?.id ?? null;
}

export async function teamsOfSubscription(tx: Tx, subscriptionId: number): Promise<number[]> {
  const rows = await tx.select({ teamId: pushSubscriptionTeams.teamId }).from(pushSubscriptionTeams).where(eq(pushSubscriptionTeams.subscriptionId, subscriptionId));
  return rows.map((row) => row.teamId);
}

// The same browser again (it holds the auth secret): its keys and league, and its teams replaced.
export async function saveSubscription(tx: Tx, id: number, values: { p256dh: string; auth: string; leagueId: number; teamIds: number[] }): Promise<void> {
  const { teamIds, ...columns } = values;
  await tx.update(pushSubscriptions).set(columns).where(eq(pushSubscriptions.id, id));
  await tx.delete(pushSubscriptionTeams).where(eq(pushSubscriptionTeams.subscriptionId, id));
  await tx.insert(pushSubscriptionTeams).values(teamIds.map((teamId) => ({ subscriptionId: id, teamId })));
}

// Counts one new follow of an address in its 24-hour window (a fixed window from its first follow,
// kept with the sign-in counters: one row per address, shared by every instance); answers the count
// after it and when the window ends. In the follow's transaction: a refused follow counts nothing.
export async function countNewFollow(tx: Tx, key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const [row] = await tx
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${now} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return row!;
}

// The key prefix of the daily follow counts among the rate-limit counters.
export const FOLLOW_COUNT_PREFIX = 'push-follows:';

// The closed windows of one kind of daily count (the push follows', the mail confirmations'), by
// its key prefix: the embedded database has no other sweep of that table.
export async function sweepClosedCounts(db: DbOrTx, prefix: string, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(and(like(rateLimitCounters.key, `${prefix}%`), lte(rateLimitCounters.resetAt, now)));
}

// The teams among these that already have `limit` followers, by name. Each team's count is taken
// under its own lock (in id order, so two follows never wait on each other in a circle): two
// instances adding the last follower of a team at once cannot both pass.
export async function fullTeams(tx: Tx, teamIds: number[], limit: number): Promise<string[]> {
  if (teamIds.length === 0) return [];
  const ids = [...teamIds].sort((x, y) => x - y);
  // among the app's advisory locks, 45 (the issue) names a team's followers
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(45, ${id}::int)`);
  const counts = await tx
    .select({ teamId: pushSubscriptionTeams.teamId, followers: sql<number>`count(*)::int` })
    .from(pushSubscriptionTeams)
    .where(inArray(pushSubscriptionTeams.teamId, ids))
    .groupBy(pushSubscriptionTeams.teamId);
  const full = counts.filter((row) => row.followers >= limit).map((row) => row.teamId);
  if (full.length === 0) return [];
  const names = await tx.select({ name: teams.name }).from(teams).where(inArray(teams.id, full)).orderBy(asc(teams.name));
  return names.map((row) => row.name);
}

export async function deleteSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function deleteSubscriptions(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

// A push sent: the failures in a row start again from none.
export async function markSent(db: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length > 0) await db.update(pushSubscriptions).set({ lastSentAt: at, failures: 0 }).where(inArray(pushSubscriptions.id, ids));
}

// One more failure in a row for each; those that reach `limit` are deleted. Answers the deleted ids.
export async function countFailures(db: DbOrTx, ids: number[], limit: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const counted = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(inArray(pushSubscriptions.id, ids))
    .returning({ id: pushSubscriptions.id, failures: pushSubscriptions.failures });
  const worn = counted.filter((row) => row.failures >= limit).map((row) => row.id);
  await deleteSubscriptions(db, worn);
  return worn;
}

// Retries wait here for their time; one for a subscription deleted meanwhile (another batch found
// it gone) is not kept (a deleted subscription takes its retries with it).
export async function scheduleRetries(db: DbOrTx, retries: Retry[]): Promise<void> {
  if (retries.length === 0) return;
  const rows = retries.map((r) => ({ subscription_id: r.subscriptionId, message: r.message, attempt: r.attempt, due_at: r.dueAt.toISOString() }));
  await db.execute(sql`
    insert into ${pushRetries} (subscription_id, message, attempt, due_at)
    select r.subscription_id, r.message, r.attempt, r.due_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(subscription_id int, message jsonb, attempt int, due_at timestamptz)
    where exists (select 1 from ${pushSubscriptions} s where s.id = r.subscription_id)`);
}

// Takes the retries that are due (every instance takes them; each row goes to one).
export async function claimDueRetries(db: DbOrTx, now: Date, limit: number): Promise<Delivery[]> {
  const result = await db.execute(sql`
    with taken as (
      delete from ${pushRetries} where id in (
        select id from ${pushRetries} where due_at <= ${now.toISOString()}::timestamptz order by due_at, id limit ${limit} for update skip locked)
      returning id, subscription_id, message, attempt
    )
    select s.id, s.endpoint, s.p256dh, s.auth, s.league_id, taken.message, taken.attempt
    from taken join ${pushSubscriptions} s on s.id = taken.subscription_id
    order by taken.id`);
  return rowsOf<{ id: number; endpoint: string; p256dh: string; auth: string; league_id: number; message: PushPayload; attempt: number }>(result).map(
    ({ league_id: leagueId, message, attempt, ...rest }) => ({ subscription: { ...rest, leagueId }, message, attempt }),
  );
}

// When the next retry is due, if one waits.
export async function nextRetryDue(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ ms: sql<number | string | null>`(extract(epoch from min(${pushRetries.dueAt})) * 1000)::float8` }).from(pushRetries);
  return row?.ms === null || row?.ms === undefined ? null : new Date(Number(row.ms));
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

// Those that have not been failing first (a message's pushes are queued in this order, so a follower
// whose push service works is not queued behind those whose service keeps failing).
export async function followersOf(db: DbOrTx, teamIds: number[]): Promise<Subscription[]> {
  const rows = await db
    .selectDistinct({ ...subscriptionColumns, failures: pushSubscriptions.failures })
    .from(pushSubscriptions)
    .innerJoin(pushSubscriptionTeams, eq(pushSubscriptionTeams.subscriptionId, pushSubscriptions.id))
    .where(inArray(pushSubscriptionTeams.teamId, teamIds))
    .orderBy(asc(pushSubscriptions.failures), asc(pushSubscriptions.id));
  return rows.map(({ failures: _failures, ...subscription }) => subscription);
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
    select s.id, s.endpoint, s.p256dh, s.auth, s.league_id, due.pending as message
    from due join ${pushSubscriptions} s on s.id = due.subscription_id`);
  await db.delete(pushScoreWindows).where(and(sql`${pushScoreWindows.pending} is null`, lte(pushScoreWindows.endsAt, now)));
  return rowsOf<Omit<Subscription, 'leagueId'> & { league_id: number; message: PushMessage }>(result).map(({ message, league_id: leagueId, ...rest }) => ({
    subscription: { ...rest, leagueId },
    message,
    attempt: 0,
  }));
}

// Whether a window still holds a score to send (the sender then looks again every second).
export async function hasPendingScores(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(pushScoreWindows).where(sql`${pushScoreWindows.pending} is not null`).limit(1);
  return row !== undefined;
}

// Issue 47: the subscriptions of a league that follow any of these teams, each once (push follows
// have no kinds: every follower of a team is sent its news), in id order.
export async function subscriptionsFollowing(db: DbOrTx, leagueId: number, teamIds: readonly number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(pushSubscriptionTeams, eq(pushSubscriptionTeams.subscriptionId, pushSubscriptions.id))
    .where(and(eq(pushSubscriptions.leagueId, leagueId), inArray(pushSubscriptionTeams.teamId, [...teamIds])))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map((row) => row.id);
}

// Issue 47, in the announcement's transaction: one push of it per subscription, as a first try due
// now (the sender takes it with the retries: one instance, once, and it survives a restart). A
// subscription deleted meanwhile gets none. Answers how many were queued.
export async function queueNewsPushes(tx: Tx, subscriptionIds: readonly number[], message: NewsPushMessage, now: Date): Promise<number> {
  if (subscriptionIds.length === 0) return 0;
  // the ids ride as one JSON parameter (a league's thousands of followers are one parameter, not thousands)
  const result = await tx.execute(sql`
    insert into ${pushRetries} (subscription_id, message, attempt, due_at)
    select s.id, ${JSON.stringify(message)}::jsonb, 0, ${now.toISOString()}::timestamptz
    from ${pushSubscriptions} s
    where s.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(subscriptionIds)}::jsonb))
    order by s.id
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}

// Announcements (issue 47, decision 063): the module's own table, and the reads that find an
// audience, each scoped by the league: a day's games, the referees and their addresses, and the
// addresses that stopped the league's news. The mail and push followers are the follows module's
// (follows/mail-follow-store.ts, follows/store.ts), the fans who want team news the fans module's
// (fans/mail-audience.ts): one home for each rule.
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { AnnouncementAudienceDto, AnnouncementMailCountsDto } from '../../../common/schemas/announcements';
import type { DbOrTx, Tx } from '../../db/client';
import { announcements, games, mailOutbox, mailUnsubscribes, users } from '../../db/schema';

export type Announcement = typeof announcements.$inferSelect;

// the kind of mail an announcement is, and what its one-click unsubscribe stops
export const NEWS_KIND = 'news';

export type DayGame = Pick<typeof games.$inferSelect, 'id' | 'homeTeamId' | 'awayTeamId' | 'refereeId' | 'field' | 'scheduledDate' | 'homeFrom' | 'awayFrom'>;

// The games of the league kicking off from `from` up to `to` (both included), cancelled ones aside,
// in kickoff order (then id).
export async function gamesKickingOff(db: DbOrTx, leagueId: number, from: Date, to: Date): Promise<DayGame[]> {
  return db
    .select({
      id: games.id,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      refereeId: games.refereeId,
      field: games.field,
      scheduledDate: games.scheduledDate,
      homeFrom: games.homeFrom,
      awayFrom: games.awayFrom,
    })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), ne(games.status, 'cancelled'), gte(games.scheduledDate, from), lte(games.scheduledDate, to)))
    .orderBy(asc(games.scheduledDate), asc(games.id));
}

// The addresses of these users of the league (the referees of the chosen games), in id order.
export async function addressesOfUsers(db: DbOrTx, leagueId: number, userIds: readonly number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.leagueId, leagueId), inArray(users.id, [...userIds]), isNotNull(users.email)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email!);
}

// Every referee of the league with an address.
export async function refereeAddresses(db: DbOrTx, leagueId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.leagueId, leagueId), eq(users.role, 'referee'), isNotNull(users.email)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email!);
}

// Those of these addresses (lower case) that stopped the league's news (RFC 8058 one-click).
export async function unsubscribedFromNews(db: DbOrTx, leagueId: number, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .select({ address: mailUnsubscribes.address })
    .from(mailUnsubscribes)
    .where(
      and(
        eq(mailUnsubscribes.kind, NEWS_KIND),
        eq(mailUnsubscribes.leagueId, leagueId),
        sql`${mailUnsubscribes.address} in (select value from jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb))`,
      ),
    );
  return new Set(rows.map((row) => row.address));
}

export type NewAnnouncement = { leagueId: number; subject: string; body: string; audience: AnnouncementAudienceDto; sentByUserId: number; sentByName: string; createdAt: Date };

// The row first (its mail names it), its counts once they are known.
export async function insertAnnouncement(tx: Tx, values: NewAnnouncement): Promise<Announcement> {
  const [row] = await tx
    .insert(announcements)
    .values({ ...values, audience: values.audience as unknown as Record<string, unknown>, emailCount: 0, pushCount: 0 })
    .returning();
  return row!;
}

export async function setAnnouncementCounts(tx: Tx, id: number, counts: { emailCount: number; pushCount: number }): Promise<Announcement> {
  const [row] = await tx.update(announcements).set(counts).where(eq(announcements.id, id)).returning();
  return row!;
}

// A page of the league's history, newest first: `limit` rows before the id `before` (all: null).
export async function announcementsOfLeague(db: DbOrTx, leagueId: number, before: number | null, limit: number): Promise<Announcement[]> {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.leagueId, leagueId), before === null ? undefined : lt(announcements.id, before)))
    .orderBy(desc(announcements.id))
    .limit(limit);
}

type MailState = 'queued' | 'sending' | 'sent' | 'failed' | 'no_server';

// Each announcement's mail by state, from the outbox rows that name it.
export async function mailCountsOf(db: DbOrTx, announcementIds: readonly number[]): Promise<Map<number, Omit<AnnouncementMailCountsDto, 'total'>>> {
  const counts = new Map<number, Omit<AnnouncementMailCountsDto, 'total'>>();
  if (announcementIds.length === 0) return counts;
  const rows = await db
    .select({ id: mailOutbox.announcementId, state: mailOutbox.state, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.announcementId, [...announcementIds]))
    .groupBy(mailOutbox.announcementId, mailOutbox.state);
  for (const { id, state, n } of rows) {
    const entry = counts.get(id!) ?? { queued: 0, sent: 0, failed: 0, noServer: 0 };
    const key = ({ queued: 'queued', sending: 'queued', sent: 'sent', failed: 'failed', no_server: 'noServer' } as const)[state as MailState];
    entry[key] += Number(n);
    counts.set(id!, entry);
  }
  return counts;
}

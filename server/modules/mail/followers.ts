// Who follows teams by email (issue 47, decision 062): the confirmed follows of a league that follow
// either of these teams and asked for this kind of mail, each once. Here, on the mail module's floor,
// so every module that mails followers or must not mail them twice (follows, fans, announcements)
// reads them one way.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailFollows, mailFollowTeams } from '../../db/schema';

export async function followersWith(db: DbOrTx, leagueId: number, teamIds: readonly number[], kind: string): Promise<{ id: number; address: string }[]> {
  if (teamIds.length === 0) return [];
  return db
    .selectDistinct({ id: mailFollows.id, address: mailFollows.address })
    .from(mailFollows)
    .innerJoin(mailFollowTeams, eq(mailFollowTeams.followId, mailFollows.id))
    .where(and(eq(mailFollows.leagueId, leagueId), inArray(mailFollowTeams.teamId, [...teamIds]), sql`${mailFollows.kinds} @> ${JSON.stringify([kind])}::jsonb`))
    .orderBy(asc(mailFollows.id));
}

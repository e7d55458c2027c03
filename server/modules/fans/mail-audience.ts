// Issue 47: the fans a mail of their favourite team reaches, by their notificationPreferences:
// `email` on, and the preference of that mail on (`gameReminders` the evening-before reminder,
// `scoreUpdates` the final score, `teamNews` the announcements). Only fan accounts (a profile whose
// user became staff stays off, as on the leaderboard), and only those with an address.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CAPABILITIES } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { fanProfiles, users } from '../../db/schema';

export type FanMailPreference = 'gameReminders' | 'scoreUpdates' | 'teamNews';

export type FanRecipient = { address: string; favoriteTeamId: number };

// Each address once (a fan with two profiles, or two accounts sharing an address), in lower case.
export async function fansWhoWant(db: DbOrTx, leagueId: number, teamIds: number[], preference: FanMailPreference): Promise<FanRecipient[]> {
  if (teamIds.length === 0) return [];
  const wanted = JSON.stringify({ email: true, [preference]: true });
  const rows = await db
    .select({ address: users.email, favoriteTeamId: fanProfiles.favoriteTeamId })
    .from(fanProfiles)
    .innerJoin(users, eq(users.id, fanProfiles.userId))
    .where(
      and(
        eq(fanProfiles.leagueId, leagueId),
        inArray(fanProfiles.favoriteTeamId, teamIds),
        sql`${fanProfiles.notificationPreferences} @> ${wanted}::jsonb`,
        inArray(users.role, [...CAPABILITIES['use:fan-features'].any]),
        isNotNull(users.email),
      ),
    )
    .orderBy(fanProfiles.id);
  const seen = new Map<string, FanRecipient>();
  for (const row of rows) {
    const address = row.address?.trim().toLowerCase() ?? '';
    if (address !== '' && row.favoriteTeamId !== null && !seen.has(address)) seen.set(address, { address, favoriteTeamId: row.favoriteTeamId });
  }
  return [...seen.values()];
}

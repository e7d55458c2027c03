// A fan's profile as the dashboard shows it (spec 2.11): level, points, rank, favourite team,
// notification preferences.
import { levelFor, rankByPoints } from '../../../common/fans/scoring';
import type { FanProfileDto } from '../../../common/schemas/fans';
import { leagueScope } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { teamInScope } from '../teams/store';
import { leaderboardRows, unlockedAchievements, type FanProfile } from './store';

export async function presentProfile(deps: AppDeps, profile: FanProfile): Promise<FanProfileDto> {
  const board = rankByPoints(await leaderboardRows(deps.db, profile.leagueId));
  const me = board.find((row) => row.fanProfileId === profile.id);
  const favorite = profile.favoriteTeamId ? await teamInScope(deps.db, leagueScope(profile.leagueId), profile.favoriteTeamId) : null;
  return {
    id: profile.id,
    displayName: profile.displayName,
    profileImageUrl: profile.profileImageUrl,
    level: levelFor(profile.totalPoints),
    totalPoints: profile.totalPoints,
    favoriteTeamId: favorite?.id ?? null,
    favoriteTeam: favorite ? { name: favorite.name } : null,
    notificationPreferences: profile.notificationPreferences,
    rank: me?.rank ?? null,
    predictionsMade: me?.predictionsMade ?? 0,
    achievementsUnlocked: (await unlockedAchievements(deps.db, profile.id)).length,
  };
}

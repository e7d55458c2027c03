// A fan's profile (spec 2.11): level, points, rank, favourite team, notification preferences.
import type { z } from 'zod';
import { levelFor, rankByPoints } from '../../../common/fans/scoring';
import type { FanProfileDto, profileBody } from '../../../common/schemas/fans';
import { assertLeagueWritable } from '../../auth/policy';
import { leagueScope } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { teamInScope } from '../teams/store';
import type { Fan } from './fan';
import { ensureProfile, leaderboardRows, unlockedAchievements, updateProfile, type FanProfile } from './store';
import { FAN_TEXT } from './texts';

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

export async function editProfile(deps: AppDeps, fan: Fan, body: z.output<typeof profileBody>): Promise<FanProfileDto> {
  const { league, profile } = fan;
  assertLeagueWritable(league);
  if (body.favoriteTeamId && !(await teamInScope(deps.db, leagueScope(league.id), body.favoriteTeamId))) throw badRequest(FAN_TEXT.teamNotFound);
  await updateProfile(deps.db, profile, {
    displayName: body.displayName,
    favoriteTeamId: body.favoriteTeamId,
    notificationPreferences: body.notificationPreferences ? { ...profile.notificationPreferences, ...body.notificationPreferences } : undefined,
  });
  return presentProfile(deps, await ensureProfile(deps.db, league.id, profile.userId, profile.displayName));
}

// Spec 2.11: a fan edits its display name, favourite team and notification preferences.
import type { z } from 'zod';
import type { FanProfileDto, profileBody } from '../../../common/schemas/fans';
import { assertLeagueWritable } from '../../auth/policy';
import { leagueScope } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { teamInScope } from '../teams/store';
import type { Fan } from './fan';
import { ensureProfile, updateProfile } from './store';
import { FAN_TEXT } from './texts';
import { presentProfile } from './present-profile';

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

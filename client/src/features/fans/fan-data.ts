import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { POLL_MS } from '@common/constants';
import type { AchievementDto, FanProfileDto, LeaderboardEntryDto, PredictionDto } from '@common/schemas/fans';
import type { PublicGameDto } from '@common/schemas/games/dto';
import type { TeamDto } from '@common/schemas/teams';
import { apiJson } from '@client/lib/api';
import { useToastedQuery } from '@client/lib/failure-toast';
import { useApiMutation } from '@client/lib/use-api-mutation';
import type { PredictionRequest, ProfileRequest } from './fan-view';
import { FAN_TEXT } from './texts';

// The Fan Dashboard's reads (spec 7 Fan) and its two writes. The cache never goes stale by itself
// (spec 9), so only the leaderboard (30 s) and the upcoming games (60 s) poll, and every write says
// what to reload.

const FAN_PATH = /^fan\//;

const fanKeys = {
  profile: (slug: string): QueryKey => ['/api/leagues', slug, 'fan/profile'],
  predictions: (slug: string): QueryKey => ['/api/leagues', slug, 'fan/predictions'],
  leaderboard: (slug: string): QueryKey => ['/api/leagues', slug, 'fan/leaderboard'],
  achievements: (slug: string): QueryKey => ['/api/leagues', slug, 'fan/achievements'],
  // Spec 7 names GET /games?status=scheduled, which only referees and admins may read; fans read
  // the league's public list of the same games.
  upcomingGames: (slug: string): QueryKey => ['/api/leagues', slug, 'public/games?status=scheduled'],
  // The same key as the admin dashboard's teams list.
  teams: (slug: string): QueryKey => ['/api/leagues', slug, 'teams'],
};

// Profile, predictions, leaderboard and achievements of this league: a prediction can change all four.
function invalidateFanData(queryClient: QueryClient, slug: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === '/api/leagues' && query.queryKey[1] === slug && typeof query.queryKey[2] === 'string' && FAN_PATH.test(query.queryKey[2]),
  });
}

export function useFanProfile(slug: string) {
  return useToastedQuery<FanProfileDto>(FAN_TEXT.fetchProfileFailed, { queryKey: fanKeys.profile(slug) });
}

export function useFanPredictions(slug: string) {
  return useToastedQuery<PredictionDto[]>(FAN_TEXT.fetchPredictionsFailed, { queryKey: fanKeys.predictions(slug) });
}

// spec 9: refetched every 30 s.
export function useLeaderboard(slug: string) {
  return useToastedQuery<LeaderboardEntryDto[]>(FAN_TEXT.fetchLeaderboardFailed, { queryKey: fanKeys.leaderboard(slug), refetchInterval: POLL_MS.leaderboard });
}

export function useAchievements(slug: string) {
  return useToastedQuery<AchievementDto[]>(FAN_TEXT.fetchAchievementsFailed, { queryKey: fanKeys.achievements(slug) });
}

// spec 9: refetched every 60 s.
export function useUpcomingGames(slug: string) {
  return useToastedQuery<PublicGameDto[]>(FAN_TEXT.fetchUpcomingFailed, { queryKey: fanKeys.upcomingGames(slug), refetchInterval: POLL_MS.upcomingGames });
}

export function useLeagueTeams(slug: string) {
  return useToastedQuery<TeamDto[]>(FAN_TEXT.fetchTeamsFailed, { queryKey: fanKeys.teams(slug) });
}

// spec 8: 'Prediction Submitted', or 'Prediction Failed' with the server's message.
export function useSubmitPrediction(slug: string, describe: (request: PredictionRequest) => string, onSubmitted: () => void) {
  return useApiMutation<PredictionRequest>({
    mutationFn: (request) => apiJson('POST', `/api/leagues/${encodeURIComponent(slug)}/fan/predictions`, request),
    success: (_result, request) => ({ title: FAN_TEXT.predictionSubmitted, description: describe(request) }),
    onSuccess: onSubmitted,
    failureTitle: FAN_TEXT.predictionFailed,
    // A refusal ('Predictions are closed...') may mean the list of games is old too.
    invalidate: (queryClient, failed) =>
      Promise.all([invalidateFanData(queryClient, slug), failed ? queryClient.invalidateQueries({ queryKey: fanKeys.upcomingGames(slug) }) : null]),
  });
}

// spec 8: 'Profile Updated', or 'Update Failed' with the server's message.
// onSaved gets the saved profile with the answer, when its toast shows. A callback given to mutate()
// would run only once the fan data below has been read again, and a form reset there would write
// over what was typed since the toast.
export function useUpdateProfile(slug: string, onSaved: (profile: FanProfileDto) => void) {
  const queryClient = useQueryClient();
  return useApiMutation<ProfileRequest, FanProfileDto>({
    mutationFn: (request) => apiJson<FanProfileDto>('PATCH', `/api/leagues/${encodeURIComponent(slug)}/fan/profile`, request),
    onSuccess: (profile) => {
      queryClient.setQueryData(fanKeys.profile(slug), profile);
      onSaved(profile);
    },
    success: () => ({ title: FAN_TEXT.profileUpdated, description: FAN_TEXT.profileUpdatedBody }),
    failureTitle: FAN_TEXT.updateFailed,
    // The display name shows on the leaderboard.
    invalidate: (client) => invalidateFanData(client, slug),
  });
}

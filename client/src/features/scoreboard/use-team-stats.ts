import { useQuery } from '@tanstack/react-query';
import type { TeamRecordDto, TeamStatsDto, UpcomingGameDto } from '@common/schemas/scoreboard';
import type { TeamDto } from '@common/schemas/teams';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { leagueTeamsKey, teamRecordKey, teamStatsKey, teamUpcomingKey } from './public-games-api';
import { TEAM_STATS_TEXT as TEXT } from './texts';

// Spec 2.8 and 7: what the Team Statistics modal reads, each with its own spec 8 toast. The record
// is the one the scoreboard already shows under the name, so it is usually there at once.
export function useTeamStats(slug: string, teamId: number) {
  const record = useQuery<TeamRecordDto>({ queryKey: teamRecordKey(slug, teamId) });
  const stats = useQuery<TeamStatsDto>({ queryKey: teamStatsKey(slug, teamId) });
  const upcoming = useQuery<UpcomingGameDto[]>({ queryKey: teamUpcomingKey(slug, teamId) });
  useFetchFailureToast(TEXT.fetchRecordFailed, record.error);
  useFetchFailureToast(TEXT.fetchStatsFailed, stats.error);
  useFetchFailureToast(TEXT.fetchUpcomingFailed, upcoming.error);
  // issue 34: the team's division, from the league's team list (no toast: the dialog is whole without it)
  const teams = useQuery<TeamDto[]>({ queryKey: leagueTeamsKey(slug) });
  const division = teams.data?.find((team) => team.id === teamId)?.division ?? null;
  return { record, stats, upcoming, division };
}

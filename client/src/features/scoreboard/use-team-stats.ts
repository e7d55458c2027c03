import { useQuery } from '@tanstack/react-query';
import type { DivisionRef } from '@common/schemas/divisions';
import type { TeamRecordDto, TeamStatsDto, UpcomingGameDto } from '@common/schemas/scoreboard';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { teamRecordKey, teamStatsKey, teamUpcomingKey } from './public-games-api';
import { TEAM_STATS_TEXT as TEXT } from './texts';

// Contract 34: the statistics answer's team carries its division.
type TeamStatsAnswer = TeamStatsDto & { team?: { division?: DivisionRef | null } };

// Spec 2.8 and 7: what the Team Statistics modal reads, each with its own spec 8 toast. The record
// is the one the scoreboard already shows under the name, so it is usually there at once.
export function useTeamStats(slug: string, teamId: number) {
  const record = useQuery<TeamRecordDto>({ queryKey: teamRecordKey(slug, teamId) });
  const stats = useQuery<TeamStatsAnswer>({ queryKey: teamStatsKey(slug, teamId) });
  const upcoming = useQuery<UpcomingGameDto[]>({ queryKey: teamUpcomingKey(slug, teamId) });
  useFetchFailureToast(TEXT.fetchRecordFailed, record.error);
  useFetchFailureToast(TEXT.fetchStatsFailed, stats.error);
  useFetchFailureToast(TEXT.fetchUpcomingFailed, upcoming.error);
  return { record, stats, upcoming };
}

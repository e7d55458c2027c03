import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { FieldDto, TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { useDivisions } from '@client/lib/divisions';
import { keepNewerGames } from '@client/lib/game-cache';
import { useSeasons } from '@client/lib/seasons';
import { useFetchFailureToast, useToastedQuery } from '@client/lib/failure-toast';
import { ADMIN_TEXT } from './texts';

// The dashboard's reads (spec 7) and what its writes reload (they write through lib/use-api-mutation.ts).

export const adminKeys = {
  games: (slug: string): QueryKey => ['/api/leagues', slug, 'games'],
  teams: (slug: string): QueryKey => ['/api/leagues', slug, 'teams'],
  fields: (slug: string): QueryKey => ['/api/leagues', slug, 'fields'],
  // The same key as Manage Referees (features/manage-referees), so a change there shows here.
  referees: (slug: string): QueryKey => ['/api/leagues', slug, 'referees'],
  allLeagues: ['/api/leagues'] as QueryKey,
  leagueBySlugPrefix: ['/api/leagues/by-slug'] as QueryKey,
};


export function useLeagueGames(slug: string) {
  // a game pushed (or answered) while the list was loading stays at its newer version
  return useToastedQuery<GameDto[]>(ADMIN_TEXT.fetchGamesFailed, { queryKey: adminKeys.games(slug), structuralSharing: keepNewerGames });
}

export function useLeagueTeams(slug: string) {
  return useToastedQuery<TeamDto[]>(ADMIN_TEXT.fetchTeamsFailed, { queryKey: adminKeys.teams(slug) });
}

export function useLeagueFields(slug: string) {
  return useToastedQuery<FieldDto[]>(ADMIN_TEXT.fetchFieldsFailed, { queryKey: adminKeys.fields(slug) });
}

// Issue 34: the league's divisions and seasons.
export function useLeagueDivisions(slug: string) {
  const query = useDivisions(slug);
  useFetchFailureToast(ADMIN_TEXT.fetchDivisionsFailed, query.error);
  return query;
}

export function useLeagueSeasons(slug: string) {
  const query = useSeasons(slug);
  useFetchFailureToast(ADMIN_TEXT.fetchSeasonsFailed, query.error);
  return query;
}

// Admins and referees of the league: who may referee a game.
export function useLeagueReferees(slug: string) {
  return useToastedQuery<ManagedUserDto[]>(ADMIN_TEXT.fetchRefereesFailed, { queryKey: adminKeys.referees(slug) });
}

export function useAllLeagues() {
  return useToastedQuery<LeagueDto[]>(ADMIN_TEXT.fetchLeaguesFailed, { queryKey: adminKeys.allLeagues });
}

// Leagues: the super admin's list, every league loaded by slug (names, settings, status) and the public lists.
export function invalidateLeagues(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.allLeagues, exact: true }),
    queryClient.invalidateQueries({ queryKey: adminKeys.leagueBySlugPrefix }),
  ]).then(() => undefined);
}

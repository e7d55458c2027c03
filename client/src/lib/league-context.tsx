import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';

// The league of the current route, loaded and checked by LeagueGate; null on league-less routes.
const LeagueContext = createContext<LeagueDto | null>(null);

export function LeagueProvider({ league, children }: { league: LeagueDto; children: ReactNode }) {
  return <LeagueContext.Provider value={league}>{children}</LeagueContext.Provider>;
}

export function useLeague(): LeagueDto | null {
  return useContext(LeagueContext);
}

// Spec 2.3/2.4: the league name, falling back to the default title.
export function useLeagueTitle(): string {
  return useLeague()?.name ?? DEFAULT_LEAGUE_TITLE;
}

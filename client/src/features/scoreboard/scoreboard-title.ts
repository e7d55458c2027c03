import { DEFAULT_LEAGUE_TITLE } from '@common/constants';

// Spec 2.7: the league name uppercased with hyphens replaced by spaces, then LEAGUE. The hyphen rule
// shows the name is the route's slug ('spring-8u' -> 'SPRING 8U LEAGUE'); the display name would read
// 'DEMO LEAGUE LEAGUE'. Without a league: the default title.
export function scoreboardTitle(leagueSlug: string | null): string {
  if (!leagueSlug) return DEFAULT_LEAGUE_TITLE.toUpperCase();
  return `${leagueSlug.toUpperCase().replace(/-/g, ' ')} LEAGUE`;
}

// Standings by division (issue 34, decision 039): each division is its own table, counting only the
// games between its own teams; a crossover game (teams of two divisions, or a team of a division
// against one of none) counts in no table. Teams without a division form one more table, last; a
// league without divisions has that one table alone, with id and name null.
import { computeStandings, type DivisionTable, type SportsmanshipOf, type StandingsGame, type StandingsRules, type StandingsTeam } from './rank';

export type StandingsDivision = { id: number; name: string; sortOrder: number };
export type DivisionTeam = StandingsTeam & { divisionId: number | null };

// sortOrder, then name whatever its case
function byDivisionOrder(a: StandingsDivision, b: StandingsDivision): number {
  return a.sortOrder - b.sortOrder || a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;
}

export function standingsByDivision(
  divisions: readonly StandingsDivision[],
  teams: readonly DivisionTeam[],
  games: readonly StandingsGame[],
  rules: StandingsRules,
  sportsmanship: SportsmanshipOf = new Map(),
): DivisionTable[] {
  const known = new Set(divisions.map((d) => d.id));
  const groupOf = (team: DivisionTeam) => (team.divisionId !== null && known.has(team.divisionId) ? team.divisionId : null);
  const groupOfTeam = new Map(teams.map((team) => [team.id, groupOf(team)]));
  const tables: DivisionTable[] = [];
  const addTable = (division: StandingsDivision | null) => {
    const id = division?.id ?? null;
    const members = teams.filter((team) => groupOfTeam.get(team.id) === id).map(({ id: teamId, name, color }) => ({ id: teamId, name, color }));
    const own = games.filter((game) => groupOfTeam.get(game.homeTeamId) === id && groupOfTeam.get(game.awayTeamId) === id);
    const ref = division ? { id: division.id, name: division.name } : null;
    const rows = computeStandings(members, own, rules, sportsmanship).map((row) => ({ ...row, division: ref }));
    tables.push({ id, name: division?.name ?? null, rows });
  };
  for (const division of [...divisions].sort(byDivisionOrder)) addTable(division);
  if (divisions.length === 0 || teams.some((team) => groupOfTeam.get(team.id) === null)) addTable(null);
  return tables;
}

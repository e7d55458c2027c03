import type { PlayerPointsDto } from '@common/rosters/player-stats';
import { TEAM_STATS_TEXT as TEXT } from './texts';

// Issue 49 (decision 082): the season's points by player in Team Statistics, from the scoring plays
// a referee tagged with a jersey: most points first. Names as public pages show them ("Isaac L.",
// or "#12" where the division hides names or the number is on no roster).
export function PlayerPoints({ scorers }: { scorers: readonly PlayerPointsDto[] }) {
  if (scorers.length === 0) return <p className="text-sm text-muted-foreground">{TEXT.noScorers}</p>;
  const columns = [
    [TEXT.touchdowns, TEXT.touchdownsLong],
    [TEXT.pat1, TEXT.pat1Long],
    [TEXT.pat2, TEXT.pat2Long],
    [TEXT.safeties, TEXT.safetiesLong],
    [TEXT.points, TEXT.pointsLong],
  ] as const;
  return (
    <table data-testid="player-points" className="w-full text-sm tabular-nums">
      <thead>
        <tr className="border-b text-xs font-semibold text-muted-foreground">
          <th scope="col" className="py-2 pr-2 text-left">
            {TEXT.player}
          </th>
          {columns.map(([short, long]) => (
            <th key={short} scope="col" className="px-1 py-2 text-right">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {scorers.map((line) => (
          <tr key={line.jerseyNumber} data-testid="scorer" className="border-b last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-semibold break-words">
              {line.name.startsWith('#') ? line.name : `${line.name} #${line.jerseyNumber}`}
            </th>
            <td className="px-1 py-2 text-right">{line.touchdowns}</td>
            <td className="px-1 py-2 text-right">{line.pat1}</td>
            <td className="px-1 py-2 text-right">{line.pat2}</td>
            <td className="px-1 py-2 text-right">{line.safeties}</td>
            <td className="px-1 py-2 text-right font-black">{line.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { StandingsRow } from '@common/standings/rank';
import { cn } from '@client/lib/utils';
import { formatDifferential, formatSportsmanship, formatWinPct, STANDINGS_TEXT as TEXT } from './texts';

const RESULT_STYLE = { W: 'bg-emerald-600 text-white', L: 'bg-red-700 text-white', T: 'bg-slate-500 text-white' } as const;

// Numbers line up in their columns; the wide-only ones leave the phone its room for the team name.
const num = 'px-1.5 py-2.5 text-right tabular-nums sm:px-3';
const wide = 'max-sm:hidden';

// A column heading in short, its full name for a screen reader.
function NamedHead({ column, className = num }: { column: keyof typeof TEXT.columnNames; className?: string }) {
  return (
    <th scope="col" className={className}>
      <abbr title={TEXT.columnNames[column]}>{TEXT.columns[column]}</abbr>
    </th>
  );
}

// Issue 18: the league table, phone first. Each team opens its Team Statistics.
// caption: what a screen reader hears the table called (issue 34: its division's).
export function StandingsTable({ rows, caption = TEXT.title, onOpenTeam }: { rows: StandingsRow[]; caption?: string; onOpenTeam: (row: StandingsRow) => void }) {
  const c = TEXT.columns;
  return (
    <div className="overflow-x-auto rounded-2xl bg-card text-card-foreground shadow-sm">
      <table className="w-full text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b text-xs font-bold tracking-wider text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-2 py-2.5 text-left sm:px-3">
              {c.rank}
            </th>
            <th scope="col" className="px-1.5 py-2.5 text-left sm:px-3">
              {c.team}
            </th>
            <th scope="col" className={num}>
              {c.wins}
            </th>
            <th scope="col" className={num}>
              {c.losses}
            </th>
            <th scope="col" className={num}>
              {c.ties}
            </th>
            <NamedHead column="winPct" />
            <NamedHead column="pointsFor" className={cn(num, wide)} />
            <NamedHead column="pointsAgainst" className={cn(num, wide)} />
            <NamedHead column="pointDifferential" />
            <NamedHead column="streak" className={cn(num, wide)} />
            <NamedHead column="sportsmanship" className={cn(num, wide)} />
            <NamedHead column="lastFive" className={cn('px-3 py-2.5 text-left', wide)} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team.id} className="border-b last:border-0" data-testid="standings-row">
              <td className="px-2 py-2.5 font-bold tabular-nums sm:px-3">{row.rank}</td>
              <th scope="row" className="px-1.5 py-1 text-left font-semibold sm:px-3">
                <button
                  type="button"
                  className="flex min-h-11 items-center gap-2 text-left underline-offset-4 hover:underline"
                  aria-label={TEXT.openTeam(row.team.name)}
                  onClick={() => onOpenTeam(row)}
                >
                  <span aria-hidden className="size-3 shrink-0 rounded-full ring-1 ring-slate-400" style={{ backgroundColor: row.team.color }} />
                  <span className="break-words">{row.team.name}</span>
                </button>
                {row.tiebreak ? <span className="block text-xs font-normal text-slate-600">{TEXT.separatedBy(TEXT.tiebreakShort[row.tiebreak])}</span> : null}
                {/* issue 49: a game it counts waits for its coaches' signatures (or a ruling) */}
                {row.provisional ? <span className="block text-xs font-normal text-amber-800">{TEXT.provisional}</span> : null}
              </th>
              <td className={num}>{row.wins}</td>
              <td className={num}>{row.losses}</td>
              <td className={num}>{row.ties}</td>
              <td className={cn(num, 'font-semibold')}>{formatWinPct(row.winPct)}</td>
              <td className={cn(num, wide)}>{row.pointsFor}</td>
              <td className={cn(num, wide)}>{row.pointsAgainst}</td>
              <td className={num}>{formatDifferential(row.pointDifferential)}</td>
              <td className={cn(num, wide)}>{row.streak}</td>
              <td className={cn(num, wide)}>{formatSportsmanship(row.sportsmanship ?? null)}</td>
              <td className={cn('px-3 py-2.5', wide)}>
                <span className="flex gap-1">
                  {row.lastFive.map((result, index) => (
                    <span key={index} className={cn('grid size-6 place-items-center rounded text-xs font-bold', RESULT_STYLE[result])}>
                      {result}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

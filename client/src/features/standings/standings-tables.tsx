import { useState } from 'react';
import type { DivisionTable, StandingsRow } from '@common/standings/rank';
import { cn } from '@client/lib/utils';
import { phoneGroupKey } from './standings-groups';
import { StandingsTable } from './standings-table';
import { STANDINGS_TEXT as TEXT } from './texts';

// Issue 34: one table per division under its name (a league without divisions: the one table, as
// before). On a phone one table at a time, chosen with a row of chips; wider, every table.
export function StandingsTables({ groups, onOpenTeam }: { groups: readonly DivisionTable[]; onOpenTeam: (row: StandingsRow) => void }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const onPhone = phoneGroupKey(groups, chosen);
  const named = groups.length > 1 || groups[0]?.name != null;
  const nameOf = (group: DivisionTable) => group.name ?? TEXT.noDivision;
  return (
    <div className="space-y-6">
      {groups.length > 1 ? (
        <nav aria-label={TEXT.divisions} className="sm:hidden">
          <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1">
            {groups.map((group) => (
              <li key={group.id ?? 'none'} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={group.id === onPhone}
                  onClick={() => setChosen(group.id)}
                  className={cn(
                    'inline-flex min-h-11 max-w-56 items-center rounded-full border-2 px-4 text-sm font-extrabold tracking-wider outline-none focus-visible:ring-2 focus-visible:ring-amber-300',
                    group.id === onPhone ? 'border-amber-300 bg-amber-300 text-slate-950' : 'border-white/20 bg-slate-900 text-white',
                  )}
                >
                  <span className="truncate">{nameOf(group)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.id ?? 'none'}
          aria-label={named ? nameOf(group) : undefined}
          data-testid="standings-division"
          className={cn('space-y-2', group.id !== onPhone && 'max-sm:hidden')}
        >
          {named ? <h2 className="text-base font-extrabold tracking-widest break-words text-slate-200 uppercase sm:text-lg">{nameOf(group)}</h2> : null}
          {group.rows.length === 0 ? (
            <p className="text-slate-300">{TEXT.empty}</p>
          ) : (
            <StandingsTable rows={group.rows} caption={named ? TEXT.tableOf(nameOf(group)) : TEXT.title} onOpenTeam={onOpenTeam} />
          )}
        </section>
      ))}
    </div>
  );
}

import { memo, type MouseEvent } from 'react';
import type { DivisionDto } from '@common/schemas/divisions';
// clsx, not lib/utils' cn: see game-picker.tsx (the board's hydration)
import { clsx } from 'clsx';
import { divisionHref } from './division-choice';
import { SCOREBOARD_TEXT as TEXT } from './texts';

type SwitcherProps = { divisions: readonly DivisionDto[]; selectedId: number | null; pathname: string; onChoose: (divisionId: number | null) => void };

// Issue 34: one chip per division and one for all of them, in one row (on a phone it scrolls
// sideways). Each chip is a link to its board (/{slug}?division={id}), which the server draws too:
// without JavaScript the link still works; with it the board switches in place.
export const DivisionSwitcher = memo(function DivisionSwitcher({ divisions, selectedId, pathname, onChoose }: SwitcherProps) {
  if (divisions.length === 0) return null;
  const chips = [{ id: null, name: TEXT.allDivisions }, ...divisions];
  return (
    <nav aria-label={TEXT.divisions}>
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {chips.map(({ id, name }) => {
          const selected = id === selectedId;
          const choose = (event: MouseEvent) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onChoose(id);
          };
          return (
            <li key={id ?? 'all'} className="shrink-0">
              <a
                href={divisionHref(pathname, id)}
                aria-current={selected ? 'true' : undefined}
                data-division-id={id ?? ''}
                onClick={choose}
                className={clsx(
                  'inline-flex min-h-11 max-w-56 items-center rounded-full border-2 px-4 text-sm font-extrabold tracking-wider transition-colors outline-none focus-visible:ring-2 focus-visible:ring-amber-300',
                  selected ? 'border-amber-300 bg-amber-300 text-slate-950' : 'border-white/20 bg-slate-900 text-white hover:border-white/50',
                )}
              >
                <span className="truncate">{name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

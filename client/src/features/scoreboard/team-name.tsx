// clsx, not lib/utils' cn: the board's classes never override one another, and tailwind-merge builds
// its tables at its first call, a long task in the hydration of the board (issue 17)
import { clsx } from 'clsx';
import { useState } from 'react';
import { isPlaceholderTeam, truncateTeamName } from './format';
import { SCOREBOARD_TEXT as TEXT } from './texts';

export type TeamRef = { id: number; name: string };

// Opens the Team Statistics modal; null where names are not clickable (no league slug).
export type OpenTeamStats = ((team: TeamRef) => void) | null;

// The statistics dialog is its own download; start it as soon as a finger or pointer is near a name.
export function preloadTeamStats(): void {
  void import('./team-stats-dialog');
}

// Spec 2.7: a team's name, cut to 8 characters on small screens (the full name stays in the
// accessible name and the tooltip); a button opening its statistics when a league slug is present
// and the team is not TBD, where the dialog's title gives the whole name on a phone. A bracket game's
// side not yet known (id null, issue 36) is its "Winner of ..." text, not a button.
export function TeamName({ team, onOpenStats, className }: { team: { id: number | null; name: string }; onOpenStats: OpenTeamStats; className?: string }) {
  const { id } = team;
  if (!onOpenStats || id === null || isPlaceholderTeam(team.name)) return <PlainName name={team.name} className={className} />;
  return (
    <button
      type="button"
      title={TEXT.teamStatsFor(team.name)}
      onClick={() => onOpenStats({ id, name: team.name })}
      onPointerEnter={preloadTeamStats}
      onFocus={preloadTeamStats}
      onTouchStart={preloadTeamStats}
      className={clsx(
        'cursor-pointer rounded [text-align:inherit] underline decoration-white/30 decoration-2 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-2 focus-visible:ring-amber-300',
        className,
      )}
    >
      <CutName name={team.name} />
    </button>
  );
}

// The name as spec 2.7 shows it: cut to 8 characters on small screens, whole from `sm` up; the whole
// name is read out either way.
export function CutName({ name }: { name: string }) {
  const short = truncateTeamName(name);
  if (short === name) return <>{name}</>;
  return (
    <>
      <span className="sm:hidden" aria-hidden>
        {short}
      </span>
      <span className="max-sm:sr-only">{name}</span>
    </>
  );
}

// A name that opens nothing (no league slug, or TBD). On a phone a tap on a cut name shows it whole,
// and another tap cuts it again: a parent at `/` has no dialog to read it in (issue 17). (A span, not
// a button: the whole name is already read out, so the tap changes nothing for a screen reader.)
function PlainName({ name, className }: { name: string; className?: string }) {
  const [whole, setWhole] = useState(false);
  const cut = truncateTeamName(name) !== name;
  return (
    <span className={clsx(cut && 'max-sm:cursor-pointer', className)} title={name} data-whole={whole || undefined} onClick={cut ? () => setWhole((shown) => !shown) : undefined}>
      {whole ? name : <CutName name={name} />}
    </span>
  );
}

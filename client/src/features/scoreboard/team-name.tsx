// clsx, not lib/utils' cn: the board's classes never override one another, and tailwind-merge builds
// its tables at its first call, a long task in the hydration of the board (issue 17)
import { clsx } from 'clsx';
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
// and the team is not TBD.
export function TeamName({ team, onOpenStats, className }: { team: TeamRef; onOpenStats: OpenTeamStats; className?: string }) {
  const short = truncateTeamName(team.name);
  const text =
    short === team.name ? (
      team.name
    ) : (
      <>
        <span className="sm:hidden" aria-hidden>
          {short}
        </span>
        <span className="max-sm:sr-only">{team.name}</span>
      </>
    );
  if (!onOpenStats || isPlaceholderTeam(team.name)) {
    return (
      <span className={className} title={team.name}>
        {text}
      </span>
    );
  }
  return (
    <button
      type="button"
      title={TEXT.teamStatsFor(team.name)}
      onClick={() => onOpenStats(team)}
      onPointerEnter={preloadTeamStats}
      onFocus={preloadTeamStats}
      onTouchStart={preloadTeamStats}
      className={clsx(
        'cursor-pointer rounded [text-align:inherit] underline decoration-white/30 decoration-2 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-2 focus-visible:ring-amber-300',
        className,
      )}
    >
      {text}
    </button>
  );
}

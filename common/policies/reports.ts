// Who may do what to a game's report (issue 48, decision 073; architecture rule 14): pure predicates
// the server asserts (server/modules/game-reports) and the screens read to show or hide a control.
// The league is the server's scoped lookup (another league's game is not found).
import { CREW_TIMES } from '../crews/crew';
import type { ReportState } from '../crews/report';
import { can, type Access, type Role } from '../roles';

type ReportUser = { id: number; role: Role } | null | undefined;
// the game's referee (games.referee_id, the `referee` position) and every official holding a position
type CrewedGame = { refereeId: number | null; crewIds?: readonly number[] };

function accessTo(user: { id: number }, game: CrewedGame): Access {
  return game.refereeId === user.id || (game.crewIds ?? []).includes(user.id) ? 'own' : 'any';
}

// The report is its referee's to file: the one who ran the console, nobody on his behalf.
export function mayFileReport(user: ReportUser, game: { refereeId: number | null }): boolean {
  return !!user && game.refereeId === user.id && can(user.role, 'file:game-report', 'own');
}

// The game's crew reads it (its own game), the league's admins any game's.
export function mayReadReport(user: ReportUser, game: CrewedGame): boolean {
  return !!user && can(user.role, 'read:game-report', accessTo(user, game));
}

// Approve, return, and read the private note: the league's admins.
export function mayReviewReport(user: { role: Role } | null | undefined): boolean {
  return !!user && can(user.role, 'review:game-report');
}

// Until when its author may change it (ms; null: never again). A report is editable for 24 h from its
// first submission; a returned one for 24 h from the return (reviewedAt), resubmitted or not; an
// approved one is locked.
export type ReportClock = { state: ReportState; submittedAt: number; reviewedAt: number | null };
export function reportEditableUntil(report: ReportClock): number | null {
  if (report.state === 'approved') return null;
  return (report.reviewedAt ?? report.submittedAt) + CREW_TIMES.reportEditableMs;
}

export function mayEditReport(user: ReportUser, report: ReportClock & { authorId: number | null }, now: number): boolean {
  const until = reportEditableUntil(report);
  return !!user && report.authorId === user.id && until !== null && now < until;
}

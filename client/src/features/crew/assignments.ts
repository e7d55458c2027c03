import { CREW_TIMES, type CrewPosition } from '@common/crews/crew';
import type { AssignmentDto, CrewGameDto } from '@common/schemas/crews';
import { leagueDateOf } from '@common/time';

// Issue 48: the referee dashboard's part of the loop, read from his assignments (soonest first).
export type AssignmentGroups = {
  // offers waiting for his answer
  offers: AssignmentDto[];
  // today's (league time) positions he holds, offered or accepted: the "I'm here" card
  gameDay: AssignmentDto[];
  // his completed games as the referee with no report, or one the admin returned
  reportsDue: AssignmentDto[];
};

// "I'm here" from 2 h before kickoff to the end of the game. The client knows no game length here,
// so a game still scheduled or live counts as not over; the server holds the exact end and answers
// 409 after it.
export function arrivalOpen(game: Pick<CrewGameDto, 'scheduledDate' | 'status'>, now: number): boolean {
  if (game.status !== 'scheduled' && game.status !== 'live') return false;
  return now >= Date.parse(game.scheduledDate) - CREW_TIMES.arriveBeforeKickoffMs;
}

function holds(assignment: AssignmentDto): boolean {
  return assignment.status === 'offered' || assignment.status === 'accepted';
}

// Only the `referee` position files the report (he ran the console), an offer he never answered
// included: he is still the game's referee (games.referee_id).
export function reportDue(assignment: AssignmentDto): boolean {
  return (
    assignment.position === 'referee' &&
    holds(assignment) &&
    assignment.game.status === 'completed' &&
    (assignment.reportState === null || assignment.reportState === 'returned')
  );
}

export function groupAssignments(assignments: readonly AssignmentDto[], now: number, timeZone: string): AssignmentGroups {
  const today = leagueDateOf(now, timeZone);
  const open = (a: AssignmentDto) => a.game.status === 'scheduled' || a.game.status === 'live';
  return {
    offers: assignments.filter((a) => a.status === 'offered' && open(a)),
    gameDay: assignments.filter((a) => holds(a) && open(a) && leagueDateOf(new Date(a.game.scheduledDate), timeZone) === today),
    reportsDue: assignments.filter(reportDue),
  };
}

// One key per position of a game: a referee holds at most one position of a game, but the key
// stays unique either way.
export function assignmentKey(a: { game: { id: number }; position: CrewPosition }): string {
  return `${a.game.id}-${a.position}`;
}

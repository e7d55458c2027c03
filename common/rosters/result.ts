// Issue 49 (decision 081): the final's standing with the coaches, from each team's answer and the
// protest window. Pure: the server decides with it (server/modules/results), the coach's home shows
// the window's close with it.
import type { ResultAnswer, ResultStatus } from './roster';

export type Side = 'home' | 'away';
export type ResultAnswers = Partial<Record<Side, ResultAnswer>>;

const HOUR_MS = 3600_000;

// The instant the window closes: the league's protestHours after the game was completed.
export function protestClosesAt(completedAt: Date, protestHours: number): Date {
  return new Date(completedAt.getTime() + protestHours * HOUR_MS);
}

export function isWindowOpen(completedAt: Date, protestHours: number, now: Date): boolean {
  return now.getTime() < protestClosesAt(completedAt, protestHours).getTime();
}

// A protest wins over everything until the admin rules; both teams agreeing, or the window closing
// without a protest, makes it final; else it waits.
export function resultStatusOf(answers: ResultAnswers, windowOpen: boolean): ResultStatus {
  if (answers.home === 'protested' || answers.away === 'protested') return 'protested';
  if (answers.home === 'agreed' && answers.away === 'agreed') return 'final';
  return windowOpen ? 'provisional' : 'final';
}

// Why a team's answer is refused (null: it is taken): the game has no final to answer, its team has
// answered, it is final already (agreed by both, ruled, or its window closed: an agree would be moot,
// a protest too late), or it is protested (the admin rules now).
export type AnswerProblem = 'notCompleted' | 'answered' | 'final' | 'protested';

export function answerProblem(game: { status: string; resultStatus: ResultStatus | null; completedAt: Date | null }, answers: ResultAnswers, side: Side, protestHours: number, now: Date): AnswerProblem | null {
  if (game.status !== 'completed' || game.resultStatus === null || game.completedAt === null) return 'notCompleted';
  if (answers[side] !== undefined) return 'answered';
  if (game.resultStatus === 'final') return 'final';
  if (game.resultStatus === 'protested') return 'protested';
  return isWindowOpen(game.completedAt, protestHours, now) ? null : 'final';
}

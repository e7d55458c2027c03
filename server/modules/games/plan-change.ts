// Issue 46: the one planner of a change to a game, whatever door it comes through (a referee's tap,
// an admin's edit, an import, a rainout, a bracket's advance, a renamed field, the league's defaults).
// Pure: the locked game, what is asked and the instant it happens in; out come the new state, the
// columns beside it, the events to record, the fields before and after for the timeline, and what the
// change sets off (a double-booking check, the result event, the followers' notice). The bookkeeping
// (record-change.ts) writes what it says; nothing here reads or writes the database.
import { sideName } from '../../../common/brackets/sides';
import { applyAction, settingsOf, tiedPlayoffProblem, type GameAction, type GameEventDraft, type GameSettings, type GameState, type UndoableEvent } from '../../../common/game-rules';
import type { FieldChanges } from '../../../common/schemas/games/history';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { conflict } from '../../http/errors';
import { refusalOf } from './errors';
import { columnsOfState, type GameDetailsChange, type GameRecord } from './store';

// What a door wants done to the locked game: engine actions in order, the columns the engine does
// not own (schedule, field, teams, referee), and for an undo the game's events (issue 37).
// `renamesField`: the field's new name is the same place renamed (a calendar's new revision, no move
// for the people who follow the game).
// `settings`: a scheduled game's format and timings (the league's defaults synced, spec 2.4).
// `bracketSides`: the teams a bracket's results decide (issue 36), not a booking the admin chose.
export type GameChange = { actions: GameAction[]; details?: GameDetailsChange; events?: UndoableEvent[]; renamesField?: boolean; settings?: GameSettings; bracketSides?: boolean };

export type EventDraft = GameEventDraft & { homeScore: number | null; awayScore: number | null };

export type GamePlan = {
  state: GameState;
  details: GameDetailsChange;
  drafts: EventDraft[];
  undone: number[];
  // the timeline: each field before and after; what the mercy rule's autoEnd changed apart, as the system's
  changes: FieldChanges;
  autoEnded: FieldChanges | null;
  effects: {
    // moved, rebooked or back from cancelled: checked against the league's bookings
    rebook: boolean;
    // the teams or referee change: the written game is read again with their names
    references: boolean;
    // a final reached, corrected or reopened: deps.gameResultChanged (brackets, fans)
    result: boolean;
    // status, score or referee changed, or the game moved: deps.gameChanged (followers, mail)
    followed: boolean;
    moved: boolean;
  };
};

// What the clock's state is made of: a change to any of them moves clockChangedAt.
const CLOCK_KEYS = ['status', 'currentPeriod', 'timeRemainingMs', 'clockStartedAt', 'timeoutTeam', 'timeoutEndsAt', 'timeoutResumesClock', 'halftimeEndsAt'] as const satisfies readonly (keyof GameState)[];
const REFERENCE_KEYS = ['homeTeamId', 'awayTeamId', 'refereeId'] as const;
const BOOKING_KEYS = ['scheduledDate', 'field', 'homeTeamId', 'awayTeamId', 'refereeId'] as const;
// the timeline leaves out bookkeeping: the rules' copy taken at kickoff, the clock's last change, the
// calendar's SEQUENCE and the last two-minute warning's half
const UNTRACKED = new Set(['rules', 'clockChangedAt', 'calendarSequence', 'twoMinuteWarningHalf']);
// what an autoEnd changes beyond the score that reached the lead
const END_KEYS = new Set(['status', 'endReason', 'completedAt', 'resultStatus', 'clockStartedAt', 'timeRemainingMs', 'timeoutTeam', 'timeoutEndsAt', 'timeoutResumesClock', 'overtime']);

const shown = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value === undefined ? null : value);

// Each tracked column whose value differs, with its value before and after.
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after)) {
    if (UNTRACKED.has(key)) continue;
    const [was, is] = [shown(before[key]), shown(after[key])];
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = [was, is];
  }
  return changes;
}

// A new game's entry: what it was created with (not every default of its state).
const CREATED_KEYS = ['scheduledDate', 'field', 'homeTeamId', 'awayTeamId', 'refereeId', 'status', 'homeScore', 'awayScore', 'gameFormat', 'externalId', 'bracketKey'] as const;
export function createdChanges(row: Partial<Record<(typeof CREATED_KEYS)[number], unknown>>): FieldChanges {
  return fieldChanges({}, Object.fromEntries(CREATED_KEYS.filter((key) => row[key] !== undefined && row[key] !== null).map((key) => [key, row[key]])));
}

function runActions(game: GameRecord, before: GameState, change: GameChange, at: number) {
  const teamNames = { home: sideName(game, 'home'), away: sideName(game, 'away') };
  let state = before;
  let changed = false;
  let autoEnded = false;
  const drafts: EventDraft[] = [];
  for (const [index, action] of change.actions.entries()) {
    // issue 45: the mercy rule judges the change as a whole (a reopened final with its new scores)
    const result = applyAction(state, action, at, { teamNames, events: change.events, autoEnd: index === change.actions.length - 1 });
    if (!result.ok) throw refusalOf(result);
    state = result.state;
    changed ||= result.changed;
    autoEnded ||= result.autoEnded === true;
    // a score event keeps the score it left, so the scoring plays list a true running score (decision 032)
    const { homeScore, awayScore } = result.state;
    for (const draft of result.events) drafts.push(draft.eventType === 'score' ? { ...draft, homeScore, awayScore } : { ...draft, homeScore: null, awayScore: null });
  }
  return { state, changed, autoEnded, drafts };
}

// null: nothing would change. Throws the engine's refusal, or 409 for a bracket game that cannot
// start or end yet or would end tied.
export function planChange(game: GameRecord, before: GameState, change: GameChange, at: number): GamePlan | null {
  const resettled = change.settings !== undefined && JSON.stringify(settingsOf(before)) !== JSON.stringify(settingsOf(change.settings));
  const from = resettled ? { ...before, ...settingsOf(change.settings!), timeRemainingMs: change.settings!.periodDuration * 60_000 } : before;
  const { state, changed, autoEnded, drafts } = runActions(game, from, change, at);
  // issue 36: a bracket game never ends tied, judged on the whole change
  const tied = tiedPlayoffProblem(before, state);
  if (tied) throw refusalOf(tied);
  const details: GameDetailsChange = { ...change.details };
  // a game that moves, changes teams (its SUMMARY), is cancelled or comes back is a new revision for
  // the subscribed calendars (RFC 5546: DTSTART, LOCATION, STATUS raise SEQUENCE; decision 049)
  const fieldChanged = details.field !== undefined && details.field !== game.field;
  const teamsChanged = (details.homeTeamId !== undefined && details.homeTeamId !== game.homeTeamId) || (details.awayTeamId !== undefined && details.awayTeamId !== game.awayTeamId);
  const moved = (details.scheduledDate !== undefined && details.scheduledDate.getTime() !== game.scheduledDate.getTime()) || (fieldChanged && !change.renamesField);
  const cancelledOrBack = state.status !== before.status && (state.status === 'cancelled' || before.status === 'cancelled');
  if (moved || fieldChanged || teamsChanged || cancelledOrBack) details.calendarSequence = game.calendarSequence + 1;
  if (!changed && !resettled && drafts.length === 0 && Object.keys(details).length === 0) return null;
  // issue 36: a bracket game whose side waits on an earlier game cannot start (nor end)
  if (state.status !== before.status && state.status !== 'scheduled' && state.status !== 'cancelled' && (game.homeTeamId === null || game.awayTeamId === null)) {
    throw conflict(GAMES_TEXT.sidesUnknown([game.homeTeamId === null ? sideName(game, 'home') : null, game.awayTeamId === null ? sideName(game, 'away') : null].filter((s) => s !== null).join(', ')));
  }
  const completing = state.status === 'completed' && before.status !== 'completed';
  if (CLOCK_KEYS.some((key) => state[key] !== before[key])) details.clockChangedAt = new Date(at);
  if (completing) details.completedAt = new Date(at);
  else if (state.status !== 'completed' && game.completedAt !== null) details.completedAt = null;
  // issue 49 (decision 081): a final is provisional until both coaches agree or the protest window
  // closes; a reopened one has no result to answer. A corrected final keeps its standing (the admin's
  // correction is the league's word; the coaches' way to dispute is the protest). A door that says
  // the standing itself (the coaches' answers, the ruling) is taken at its word.
  if (details.resultStatus === undefined) {
    if (completing) details.resultStatus = 'provisional';
    else if (state.status !== 'completed' && (game.resultStatus ?? null) !== null) details.resultStatus = null;
  }

  const references = REFERENCE_KEYS.some((key) => key in details);
  // a final corrected counts as completing again (fan scoring recomputes); a reopened final puts its
  // predictions back to pending; changed teams of a final re-score them
  const finalCorrected = state.status === 'completed' && !completing && (state.homeScore !== before.homeScore || state.awayScore !== before.awayScore);
  const reopened = before.status === 'completed' && state.status !== 'completed';
  const refereeChanged = details.refereeId !== undefined && details.refereeId !== game.refereeId;
  const all = fieldChanges({ ...game, ...columnsOfState(before) }, { ...columnsOfState(state), ...details });
  const ended = autoEnded ? Object.fromEntries(Object.entries(all).filter(([key]) => END_KEYS.has(key))) : null;
  const changes = ended ? Object.fromEntries(Object.entries(all).filter(([key]) => !END_KEYS.has(key))) : all;
  return {
    state,
    details,
    drafts,
    undone: drafts.flatMap((draft) => (draft.undoes === undefined ? [] : [draft.undoes])),
    changes,
    autoEnded: ended,
    effects: {
      rebook: state.status !== 'cancelled' && !change.bracketSides && (before.status === 'cancelled' || BOOKING_KEYS.some((key) => key in details && !(key === 'field' && change.renamesField))),
      references,
      result: completing || finalCorrected || reopened || (state.status === 'completed' && references),
      followed: state.status !== before.status || state.homeScore !== before.homeScore || state.awayScore !== before.awayScore || refereeChanged || moved,
      moved,
    },
  };
}

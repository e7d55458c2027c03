// Spec 3 (Game, Game event): what the games API answers, read by the client's pages and caches.
import type { ResultStatus } from '../../rosters/roster';
import type { GameFormat, GameStatus, TimeoutType } from '../../constants';
import type { RulesProfile } from '../../game-rules/rules-profile';
import type { ScoringPlay } from '../../game-rules/scoring-plays';
import type { EventRevert } from '../../game-rules/action-types';
import type { EndReason, GameEventType, Overtime, Side } from '../../game-rules/state';
import type { BracketGame, BracketSideFeed } from '../../brackets/bracket';

export type { GameEventType } from '../../game-rules/state';
// The types of the entries a referee writes by hand (POST /api/games/{id}/events).
export const MANUAL_EVENT_TYPES = ['score', 'timeout', 'blitz', 'period_start'] as const;

// What every answer carrying a game of a bracket adds to it (GameDto's `bracket`).
export type GameBracketDto = { id: number; name: string } & Pick<BracketGame, 'key' | 'round' | 'roundName'>;

// Spec 3 Game, with the derived clock values at serverNow (architecture rule 4).
export type GameDto = {
  id: number;
  leagueId: number;
  // null (with the team below) only for a bracket game's side that waits on an earlier game: screens
  // then show homeFrom/awayFrom's label (issue 36)
  homeTeamId: number | null;
  awayTeamId: number | null;
  // issue 34: the teams' division when they share one, else null (a crossover); derived, never stored
  divisionId: number | null;
  homeTeam: { name: string; color: string } | null;
  awayTeam: { name: string; color: string } | null;
  // issue 36: the bracket of a playoff game (null: a regular-season game), the earlier games its
  // sides come from ("Winner of Semifinal 1"), and overtime (a tied bracket game: the round, and
  // the sides that have had their try in it)
  bracket: GameBracketDto | null;
  homeFrom: BracketSideFeed | null;
  awayFrom: BracketSideFeed | null;
  overtime: Overtime | null;
  refereeId: number | null;
  referee: { firstName: string | null; lastName: string | null } | null;
  field: string | null;
  scheduledDate: string;
  status: GameStatus;
  gameFormat: GameFormat;
  periodDuration: number;
  totalPeriods: number;
  timeoutsPerPeriod: number;
  timeoutType: TimeoutType;
  blitzesPerPeriod: number;
  autoTimeouts: boolean;
  timeoutDuration: number;
  halftimeDuration: number;
  homeScore: number;
  awayScore: number;
  currentPeriod: number;
  periodLabel: string;
  timeRemaining: number; // whole seconds, rounded up, derived at serverNow
  isClockRunning: boolean;
  currentDown: number;
  homeTimeoutsUsed: number;
  awayTimeoutsUsed: number;
  homeBlitzesUsed: number;
  awayBlitzesUsed: number;
  homeTimeoutsRemaining: number;
  awayTimeoutsRemaining: number;
  homeBlitzesRemaining: number;
  awayBlitzesRemaining: number;
  isTimeoutActive: boolean;
  timeoutTeam: Side | null;
  timeoutTimeRemaining: number | null;
  isHalftimeActive: boolean;
  halftimeTimeRemaining: number | null;
  // issue 37: the rules the game plays by (its copy from the start; while scheduled, its league's
  // and division's), the mercy lead when the rule applies, why it ended early, and the two-minute
  // warning: the instant the running clock stops at 2:00 (null: none to come), whether it stands
  // there now, and the last half (1 or 2) whose warning came (0: none yet)
  rules: RulesProfile;
  mercy: { team: Side; lead: number } | null;
  endReason: EndReason | null;
  twoMinuteWarning: { dueAt: number | null; active: boolean; half: number };
  // The engine's stored instants (epoch ms), settled at serverNow, so the client can run
  // deriveView(gameStateOfDto(game), estimatedServerNow) between responses.
  clock: {
    timeRemainingMs: number;
    clockStartedAt: number | null;
    timeoutEndsAt: number | null;
    timeoutResumesClock: boolean;
    halftimeEndsAt: number | null;
  };
  version: number;
  serverNow: number; // epoch ms at which the derived values hold
  // issue 49: a player let in off both rosters by the admin (the check-in's override), and the final's
  // standing with the coaches (null: not completed)
  rosterFlag: boolean;
  resultStatus: ResultStatus | null;
};

// Spec 3 Game event; `team` says which side teamId is.
export type GameEventDto = {
  id: number;
  gameId: number;
  period: number;
  timeRemaining: number;
  eventType: GameEventType;
  teamId: number | null;
  team: Side | null;
  points: number | null;
  description: string | null;
  // issue 18: the scoring play and jersey of a score event (null for a bare +1/+6/-1), and the
  // game's score right after it (null for an entry that changed no score)
  play: ScoringPlay | null;
  jersey: string | null;
  homeScore: number | null;
  awayScore: number | null;
  // issue 37: the event this one undoes (null: none), whether this one was undone since, and how
  // the engine undoes it (null: it cannot be), so the console undoes offline as the server does
  undoes: number | null;
  undone: boolean;
  revert: EventRevert | null;
  createdAt: string;
};

// A refusal of the games API: every non-2xx body. `title` where the spec has one ('Timeout not
// allowed', 'Blitz not allowed'); `game` with a stale-version 409, the current game.
// `laterEventId` with an undo refused because a later event stands (issue 37).
export type GameErrorBody = { message: string; title?: string; game?: GameDto; laterEventId?: number };

// What anyone may see of a game: the public lists and the (public) league channel leave out the referee.
// Issue 49 (decision 082): a game of an instructional division keeps no public score: `scoresHidden`
// is set, its scores read 0 and its mercy lead null; the scoreboard shows "No score kept".
export type PublicGameDto = Omit<GameDto, 'refereeId' | 'referee'> & { scoresHidden?: true };

// Issue 36: advancing, in the game write's transaction. The games module announces a completed,
// corrected or reopened result (deps.gameResultChanged, wired in create-deps.ts); a bracket game's
// winner, and its loser where a game takes it, fill the sides waiting on it (common/brackets/advance.ts).
// An edit moves the teams while the games it feeds have not started; once one has, the refusal is
// thrown here, so the whole write rolls back (409). Each game moved goes through the games' one door
// (issue 46): pushed like every change, a new revision for the calendars, an entry in its timeline.
import { advanceBracket, type BracketGameState, type GameResult, type SideMove } from '../../../common/brackets/advance';
import { bracketGameName } from '../../../common/brackets/bracket';
import { BRACKETS_TEXT } from '../../../common/brackets/texts';
import type { Tx } from '../../db/client';
import type { GameRecord } from '../../db/rows';
import { conflict } from '../../http/errors';
import type { AppDeps } from '../../deps';
import { changeGamesInTx } from '../games/change-games';
import { who } from '../games/history';
import type { GameChange } from '../games/plan-change';
import { bracketGames, lockBracketGames, type BracketGameRow } from './store';
import { BRACKET_TEXT } from './texts';

export type BracketGameRowState = BracketGameState & { row: BracketGameRow };

export function bracketStates(rows: readonly BracketGameRow[]): BracketGameRowState[] {
  const feed = (from: BracketGameRow['homeFrom']) => from && { key: from.key, outcome: from.outcome };
  return rows.map((row) => ({ row, key: row.bracketKey!, roundName: row.bracketRoundName!, homeFrom: feed(row.homeFrom), awayFrom: feed(row.awayFrom), homeTeamId: row.homeTeamId, awayTeamId: row.awayTeamId, status: row.status }));
}

const GRAND_FINAL = 'GF';

// The result the games fed by `key` were given, read from them (null: none yet).
function previousResult(game: GameRecord, fed: readonly BracketGameRowState[]): GameResult | null {
  const other = (teamId: number) => (teamId === game.homeTeamId ? game.awayTeamId : game.homeTeamId);
  for (const target of fed) {
    for (const [from, teamId] of [[target.homeFrom, target.homeTeamId], [target.awayFrom, target.awayTeamId]] as const) {
      if (from?.key !== game.bracketKey || teamId === null) continue;
      const loser = from.outcome === 'winner' ? other(teamId) : teamId;
      const winner = from.outcome === 'winner' ? teamId : other(teamId);
      if (winner !== null && loser !== null) return { winnerTeamId: winner, loserTeamId: loser };
    }
    // a cancelled reset: the grand final's home side (the winners' bracket's team) won it
    if (game.bracketKey === GRAND_FINAL && target.status === 'cancelled' && game.homeTeamId !== null && game.awayTeamId !== null) return { winnerTeamId: game.homeTeamId, loserTeamId: game.awayTeamId };
  }
  return null;
}

function resultOf(game: GameRecord): GameResult | null {
  if (game.homeTeamId === null || game.awayTeamId === null || game.homeScore === game.awayScore) return null;
  return game.homeScore > game.awayScore ? { winnerTeamId: game.homeTeamId, loserTeamId: game.awayTeamId } : { winnerTeamId: game.awayTeamId, loserTeamId: game.homeTeamId };
}

type Plan = { moves: SideMove[]; cancel: string[]; reopen: string[] };

// A result taken back (the game is no longer completed): the sides it filled are emptied, a cancelled
// reset comes back; refused once a game it feeds has started.
function undoPlan(game: GameRecord, states: readonly BracketGameRowState[], fed: readonly BracketGameRowState[]): Plan {
  const started = fed.find((g) => g.status === 'live' || g.status === 'completed');
  if (started) throw conflict(BRACKETS_TEXT.fedGameStarted(bracketGameName({ key: game.bracketKey!, roundName: game.bracketRoundName! }, states), bracketGameName(started, states)));
  const moves: SideMove[] = [];
  for (const target of fed) {
    if (target.homeFrom?.key === game.bracketKey && target.homeTeamId !== null) moves.push({ key: target.key, side: 'home', teamId: null });
    if (target.awayFrom?.key === game.bracketKey && target.awayTeamId !== null) moves.push({ key: target.key, side: 'away', teamId: null });
  }
  return { moves, cancel: [], reopen: fed.filter((g) => g.status === 'cancelled').map((g) => g.key) };
}

export async function advanceOnResult(deps: AppDeps, tx: Tx, game: GameRecord): Promise<void> {
  if (game.bracketId === null || game.bracketKey === null) return;
  const key = game.bracketKey;
  const fedIds = (await bracketGames(tx, game.bracketId)).filter((g) => g.homeFrom?.key === key || g.awayFrom?.key === key).map((g) => g.id);
  if (fedIds.length === 0) return;
  // the games it feeds, locked and read again; the rest as read (only names and feeds are used)
  const locked = new Map((await lockBracketGames(tx, game.bracketId, fedIds)).map((row) => [row.id, row]));
  const rows = (await bracketGames(tx, game.bracketId)).map((row) => locked.get(row.id) ?? row);
  const states = bracketStates(rows);
  const fed = states.filter((g) => locked.has(g.row.id));
  const previous = previousResult(game, fed);
  const result = game.status === 'completed' ? resultOf(game) : null;
  let plan: Plan;
  if (result === null) {
    if (previous === null && !fed.some((g) => g.status === 'cancelled' && key === GRAND_FINAL)) return;
    plan = undoPlan(game, states, fed);
  } else {
    const advance = advanceBracket(states, key, result, previous);
    if (!advance.ok) throw conflict(advance.message);
    plan = advance;
  }
  const byKey = new Map(states.map((g) => [g.key, g.row]));
  const changes = new Map<number, GameChange>();
  const change = (target: string) => changes.get(byKey.get(target)!.id) ?? changes.set(byKey.get(target)!.id, { actions: [], details: {}, bracketSides: true }).get(byKey.get(target)!.id)!;
  for (const move of plan.moves) change(move.key).details![move.side === 'home' ? 'homeTeamId' : 'awayTeamId'] = move.teamId;
  for (const target of plan.cancel) change(target).actions.push({ type: 'setStatus', status: 'cancelled' });
  for (const target of plan.reopen) change(target).actions.push({ type: 'setStatus', status: 'scheduled' });
  // through the games' one door (issue 46): each game moved gets its version, SEQUENCE, timeline
  // entry (the system's, naming the result that moved it) and push
  const by = who.system(BRACKET_TEXT.advancedBy(bracketGameName({ key, roundName: game.bracketRoundName! }, states)));
  await changeGamesInTx(deps, tx, game.leagueId, [...changes.keys()], { by, via: 'bracket' }, (target) => changes.get(target.id) ?? null);
}

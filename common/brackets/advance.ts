// Issue 36: a completed (or edited) bracket game's teams move on to the games waiting on it. Pure:
// the server applies the moves in the completing transaction (docs/decisions/046-brackets.md).
import type { GameStatus } from '../constants';
import { bracketGameName, type BracketGame } from './bracket';
import { BRACKETS_TEXT } from './texts';

export type BracketGameState = Pick<BracketGame, 'key' | 'roundName' | 'homeFrom' | 'awayFrom' | 'homeTeamId' | 'awayTeamId'> & { status: GameStatus };
export type GameResult = { winnerTeamId: number; loserTeamId: number };
// a waiting side gets a team (null: the side is emptied again, after an edit)
export type SideMove = { key: string; side: 'home' | 'away'; teamId: number | null };
export type Advance =
  | { ok: true; moves: SideMove[]; cancel: string[]; reopen: string[] }
  | { ok: false; message: string };

// The grand final reset is played only when the losers' bracket's team (the grand final's away side)
// wins the grand final; otherwise the winners' bracket's team is the champion with one loss at most,
// and the reset is cancelled.
const GRAND_FINAL = 'GF';

// `previous`: the result being edited (null for a game just completed). An edit that changes the
// winner moves both teams in the games the game feeds, refused once one of those has started.
export function advanceBracket(games: readonly BracketGameState[], key: string, result: GameResult, previous: GameResult | null = null): Advance {
  const game = games.find((g) => g.key === key);
  if (!game) return { ok: false, message: BRACKETS_TEXT.notInBracket(key) };
  const name = bracketGameName(game, games);
  if (game.homeTeamId === null || game.awayTeamId === null) return { ok: false, message: BRACKETS_TEXT.sidesUnknown(name) };
  const teams = [game.homeTeamId, game.awayTeamId];
  if (result.winnerTeamId === result.loserTeamId || !teams.includes(result.winnerTeamId) || !teams.includes(result.loserTeamId)) return { ok: false, message: BRACKETS_TEXT.notItsTeams(name) };
  if (previous !== null && previous.winnerTeamId === result.winnerTeamId) return { ok: true, moves: [], cancel: [], reopen: [] };

  const fed = games.filter((g) => g.homeFrom?.key === key || g.awayFrom?.key === key);
  if (previous !== null) {
    const started = fed.find((g) => g.status === 'live' || g.status === 'completed');
    if (started) return { ok: false, message: BRACKETS_TEXT.fedGameStarted(name, bracketGameName(started, games)) };
  }
  // false only for a grand final the winners' bracket's team won: the reset is not played
  const fedGamesPlayed = key !== GRAND_FINAL || result.winnerTeamId === game.awayTeamId;
  const moves: SideMove[] = [];
  const cancel: string[] = [];
  const reopen: string[] = [];
  for (const target of fed) {
    if (key === GRAND_FINAL && !fedGamesPlayed && target.status !== 'cancelled') cancel.push(target.key);
    if (key === GRAND_FINAL && fedGamesPlayed && target.status === 'cancelled') reopen.push(target.key);
    for (const side of ['home', 'away'] as const) {
      const from = side === 'home' ? target.homeFrom : target.awayFrom;
      if (from?.key !== key) continue;
      const teamId = !fedGamesPlayed ? null : from.outcome === 'winner' ? result.winnerTeamId : result.loserTeamId;
      if (teamId !== (side === 'home' ? target.homeTeamId : target.awayTeamId)) moves.push({ key: target.key, side, teamId });
    }
  }
  return { ok: true, moves, cancel, reopen };
}

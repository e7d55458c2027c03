// Issue 50 (decision 084): the bracket embed's rounds, from the public bracket read
// (modules/brackets/read-brackets.ts: each game the public game with its place). A bracket of
// another league is 404, as the division and team of another league are.
import type { BracketViewDto, BracketViewGameDto } from '../../../common/schemas/brackets';
import type { AppDeps } from '../../deps';
import { leagueScope } from '../../auth/scope';
import { notFound } from '../../http/errors';
import { getBracket } from '../brackets/read-brackets';
import { bracketInScope } from '../brackets/store';
import { BRACKET_TEXT } from '../brackets/texts';
import type { EmbedScope } from './embed-league';

export type BracketRound = { name: string; games: BracketViewGameDto[] };
export type BracketRounds = { bracket: BracketViewDto['bracket']; rounds: BracketRound[] };

// The games by round, in the bracket's order (its rounds, the losers' after the winners' of the
// same number, as the layout wrote them).
function roundsOf(games: readonly BracketViewGameDto[]): BracketRound[] {
  const rounds: BracketRound[] = [];
  for (const game of [...games].sort((a, b) => a.round - b.round)) {
    const round = rounds.find((r) => r.name === game.roundName);
    if (round) round.games.push(game);
    else rounds.push({ name: game.roundName, games: [game] });
  }
  return rounds;
}

export async function readBracketEmbed(deps: AppDeps, scope: EmbedScope, bracketId: number): Promise<BracketRounds> {
  if (!(await bracketInScope(deps.db, leagueScope(scope.league.id), bracketId))) throw notFound(BRACKET_TEXT.notFound);
  // no viewer: the embed's league is open (a suspended one was answered before)
  const view = await getBracket(deps, null, bracketId);
  return { bracket: view.bracket, rounds: roundsOf(view.games) };
}

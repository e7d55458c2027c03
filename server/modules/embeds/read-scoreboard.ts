// Issue 50 (decision 084): the scoreboard embed's rows, cut from the public lists the scoreboard
// serves (modules/scoreboard: the same snapshots, patched by every push; no query of their own):
// the live games first, then the games ahead and the latest finals sharing the rest of the limit.
import { OVERDUE_AFTER_MS, type GameStatus } from '../../../common/constants';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import type { SeasonLists } from '../scoreboard/season-lists';
import type { EmbedScope } from './embed-league';

export type ScoreboardRows = {
  live: PublicGameDto[];
  upcoming: PublicGameDto[];
  // the most recent first (of the current season, as the scoreboard's Completed list)
  finals: PublicGameDto[];
  // live games of the filters the limit left out
  moreLive: boolean;
};

// The public list of one status, in the scope's division (the scoreboard's own cut: both teams in
// it) and of its team.
export async function publicGamesOf(lists: SeasonLists, scope: EmbedScope, status: GameStatus): Promise<PublicGameDto[]> {
  const held = await lists.get(scope.league, { status, divisionId: scope.division?.id ?? null }, undefined);
  const games = held.entries.map((entry) => entry.game);
  const teamId = scope.team?.id;
  return teamId === undefined ? games : games.filter((game) => game.homeTeamId === teamId || game.awayTeamId === teamId);
}

// Spec 2.8's rule for what is still ahead: a scheduled game whose kickoff passed more than
// OVERDUE_AFTER_MS ago never started and is not.
export function stillAhead(games: readonly PublicGameDto[], now: number): PublicGameDto[] {
  return games.filter((game) => Date.parse(game.scheduledDate) > now - OVERDUE_AFTER_MS);
}

// The rows a limit leaves: every live game up to it, then the rest shared between the games ahead
// (the first half, rounded up) and the finals, either taking what the other cannot fill.
export function shareRows(live: readonly PublicGameDto[], upcoming: readonly PublicGameDto[], finals: readonly PublicGameDto[], limit: number): ScoreboardRows {
  const shownLive = live.slice(0, limit);
  const rest = limit - shownLive.length;
  const upcomingShare = Math.max(Math.ceil(rest / 2), rest - finals.length);
  const shownUpcoming = upcoming.slice(0, upcomingShare);
  return { live: shownLive, upcoming: shownUpcoming, finals: finals.slice(0, rest - shownUpcoming.length), moreLive: live.length > shownLive.length };
}

export async function readScoreboardEmbed(deps: AppDeps, lists: SeasonLists, scope: EmbedScope, limit: number): Promise<ScoreboardRows> {
  const [live, scheduled, completed] = await Promise.all((['live', 'scheduled', 'completed'] as const).map((status) => publicGamesOf(lists, scope, status)));
  return shareRows(live!, stillAhead(scheduled!, deps.now().getTime()), [...completed!].reverse(), limit);
}

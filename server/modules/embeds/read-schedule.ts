// Issue 50 (decision 084): the schedule embed's rows: the games still ahead, in kickoff order, from
// the scoreboard's public list of scheduled games (of the division and team asked for).
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import type { SeasonLists } from '../scoreboard/season-lists';
import type { EmbedScope } from './embed-league';
import { publicGamesOf, stillAhead } from './read-scoreboard';

export async function readScheduleEmbed(deps: AppDeps, lists: SeasonLists, scope: EmbedScope, limit: number): Promise<PublicGameDto[]> {
  return stillAhead(await publicGamesOf(lists, scope, 'scheduled'), deps.now().getTime()).slice(0, limit);
}

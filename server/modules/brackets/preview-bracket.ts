// POST /api/leagues/{slug}/brackets/preview (issue 36): the bracket as publish would write it, with
// the games no slot could take listed in `unscheduled`. Writes nothing.
import type { BracketAnswerDto, BracketBody } from '../../../common/schemas/brackets';
import type { AppDeps } from '../../deps';
import type { League } from '../../db/rows';
import { answerOf, planBracket } from './plan-bracket';

export async function previewBracket(deps: AppDeps, league: League, body: BracketBody): Promise<BracketAnswerDto> {
  return answerOf(body, await planBracket(deps.db, league, body, deps.now()));
}

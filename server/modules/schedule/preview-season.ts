// Issue 19: the season builder's preview: the plan by game day, nothing written.
import type { SeasonBody, SeasonPreviewDto } from '../../../common/schemas/schedule';
import type { DbOrTx } from '../../db/client';
import type { League } from '../leagues/store';
import { planSeason } from './plan-season';

export async function previewSeason(db: DbOrTx, league: League, body: SeasonBody): Promise<SeasonPreviewDto> {
  const { plan, overlapping } = await planSeason(db, league, body);
  return { ...plan, overlapping };
}

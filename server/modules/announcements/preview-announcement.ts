// POST /api/leagues/{slug}/announcements/preview (issue 47, decision 063): who the announcement
// would reach now, and through which teams and games; nothing is written. An audience of no one is
// an answer here (zeros), not a refusal; the subject and body may still be unwritten.
import type { AnnouncementAudienceBody, AnnouncementPreviewDto } from '../../../common/schemas/announcements';
import type { DbOrTx } from '../../db/client';
import type { League } from '../../db/rows';
import { previewOf, selectAudience } from './select-audience';

export async function previewAnnouncement(db: DbOrTx, league: League, audience: AnnouncementAudienceBody): Promise<AnnouncementPreviewDto> {
  return previewOf(await selectAudience(db, league, audience));
}

// GET /api/leagues/{slug}/announcements (issue 47, decision 063): the league's history, newest
// first, a page at a time; each with its audience, who sent it, and its mail counted by state from
// the outbox (so they move from queued to sent as the sender works) and its pushes.
import { ANNOUNCEMENT_LIMITS, type AnnouncementListDto } from '../../../common/schemas/announcements';
import type { DbOrTx } from '../../db/client';
import type { League } from '../../db/rows';
import { presentAnnouncement } from './present';
import { announcementsOfLeague, mailCountsOf } from './store';

export async function listAnnouncements(db: DbOrTx, league: League, before: number | null): Promise<AnnouncementListDto> {
  const size = ANNOUNCEMENT_LIMITS.pageSize;
  const rows = await announcementsOfLeague(db, league.id, before, size + 1);
  const page = rows.slice(0, size);
  const counts = await mailCountsOf(db, page.map((row) => row.id));
  return { announcements: page.map((row) => presentAnnouncement(row, counts.get(row.id))), next: rows.length > size ? page[page.length - 1]!.id : null };
}

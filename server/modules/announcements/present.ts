// An announcement of the history as the API answers it (issue 47, decision 063).
import type { AnnouncementAudienceDto, AnnouncementDto, AnnouncementMailCountsDto } from '../../../common/schemas/announcements';
import type { Announcement } from './store';

export function presentAnnouncement(row: Announcement, mail: Omit<AnnouncementMailCountsDto, 'total'> | undefined): AnnouncementDto {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    audience: row.audience as unknown as AnnouncementAudienceDto,
    sentBy: { id: row.sentByUserId, name: row.sentByName },
    createdAt: row.createdAt.toISOString(),
    counts: { email: { total: row.emailCount, queued: 0, sent: 0, failed: 0, noServer: 0, ...mail }, push: row.pushCount },
  };
}

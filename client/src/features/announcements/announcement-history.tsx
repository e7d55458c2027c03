import type { QueryKey } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AnnouncementDto, AnnouncementListDto } from '@common/schemas/announcements';
import type { LeagueDto } from '@common/schemas/league';
import { Badge } from '@client/components/ui/badge';
import { RegionCard } from '@client/components/ui/region-card';
import { PagedList } from '@client/features/shell/paged-list';
import { apiJson } from '@client/lib/api';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { audienceSummary, mailCountParts } from './history-summary';
import { ANNOUNCEMENTS_TEXT as T } from './texts';

export const announcementKeys = {
  all: (slug: string): QueryKey => ['/api/leagues', slug, 'announcements'],
  preview: (slug: string): QueryKey => ['/api/leagues', slug, 'announcements', 'preview'],
  page: (slug: string, before: number | null): QueryKey => ['/api/leagues', slug, 'announcements', 'page', before],
};

// while mail waits, the counts are asked again this often (they move to sent as the sender works)
const WHILE_WAITING_MS = 3000;

// The league's announcements, newest first, a page at a time; while mail waits, a page is asked
// again until its counts have moved to sent.
export function AnnouncementHistory({ league }: { league: LeagueDto }) {
  return (
    <RegionCard id="announcement-history" heading={T.historyHeading} icon={<History className="size-5 text-primary" aria-hidden />} className="self-start" contentClassName="space-y-4">
      <PagedList<AnnouncementListDto, AnnouncementDto>
        query={(before) => ({
          queryKey: announcementKeys.page(league.slug, before),
          queryFn: () => apiJson<AnnouncementListDto>('GET', `/api/leagues/${league.slug}/announcements${before === null ? '' : `?before=${before}`}`),
          refetchInterval: (query) => (query.state.data?.announcements.some((a) => a.counts.email.queued > 0) ? WHILE_WAITING_MS : false),
        })}
        itemsOf={(answer) => ({ items: answer.announcements, next: answer.next })}
        renderItem={(a) => <HistoryItem key={a.id} announcement={a} timeZone={league.timezone} />}
        texts={{ failed: T.historyFailed, empty: T.historyEmpty, more: T.older, list: T.historyHeading }}
        listClassName="space-y-3"
      />
    </RegionCard>
  );
}

function HistoryItem({ announcement: a, timeZone }: { announcement: AnnouncementDto; timeZone: string }) {
  const mail = mailCountParts(a.counts.email);
  return (
    <li className="space-y-2 rounded-lg border p-3">
      <div className="space-y-0.5">
        <h3 id={`announcement-${a.id}-subject`} className="font-semibold break-words">
          {a.subject}
        </h3>
        <p className="text-xs text-muted-foreground">{T.sentBy(a.sentBy.name, formatLeagueDateTime(a.createdAt, timeZone))}</p>
      </div>
      <ul className="space-y-0.5 text-sm">
        {audienceSummary(a.audience).map((line) => (
          <li key={line} className="[overflow-wrap:anywhere]">
            {line}
          </li>
        ))}
      </ul>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-1.5">
          <dt className="font-medium">{T.counts.email}:</dt>
          {mail.length === 0 ? <dd>{T.counts.none}</dd> : null}
          {mail.map((part) => (
            <dd key={part.key}>
              <Badge variant={part.key === 'failed' || part.key === 'noServer' ? 'warning' : part.key === 'sent' ? 'default' : 'secondary'}>{part.label}</Badge>
            </dd>
          ))}
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="font-medium">{T.counts.push}:</dt>
          <dd>{a.counts.push === 0 ? T.counts.none : T.counts.devices(a.counts.push)}</dd>
        </div>
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{T.showMessage}</summary>
        <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{a.body}</p>
      </details>
    </li>
  );
}

import type { QueryKey } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import type { AnnouncementDto, AnnouncementListDto } from '@common/schemas/announcements';
import type { LeagueDto } from '@common/schemas/league';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { RegionCard } from '@client/components/ui/region-card';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-errors';
import { useToastedQuery } from '@client/lib/failure-toast';
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

// The league's announcements, newest first, a page at a time.
export function AnnouncementHistory({ league }: { league: LeagueDto }) {
  const [pages, setPages] = useState<(number | null)[]>([null]);
  return (
    <RegionCard id="announcement-history" heading={T.historyHeading} icon={<History className="size-5 text-primary" aria-hidden />} className="self-start" contentClassName="space-y-4">
      {pages.map((before, i) => (
        <HistoryPage key={before ?? 'first'} league={league} before={before} last={i === pages.length - 1} onOlder={(next) => setPages((p) => [...p, next])} />
      ))}
    </RegionCard>
  );
}

function HistoryPage({ league, before, last, onOlder }: { league: LeagueDto; before: number | null; last: boolean; onOlder: (next: number) => void }) {
  const path = `/api/leagues/${league.slug}/announcements${before === null ? '' : `?before=${before}`}`;
  const page = useToastedQuery<AnnouncementListDto>(T.historyFailed, {
    queryKey: announcementKeys.page(league.slug, before),
    queryFn: () => apiJson<AnnouncementListDto>('GET', path),
    refetchInterval: (query) => (query.state.data?.announcements.some((a) => a.counts.email.queued > 0) ? WHILE_WAITING_MS : false),
  });
  if (page.isPending) return <LoadingNotice />;
  if (page.isError) return <ErrorNotice title={T.historyFailed}>{serverMessage(page.error, T.historyFailed)}</ErrorNotice>;
  const { announcements, next } = page.data;
  if (before === null && announcements.length === 0) return <p className="text-sm text-muted-foreground">{T.historyEmpty}</p>;
  return (
    <>
      <ol className="space-y-3" aria-label={T.historyHeading}>
        {announcements.map((a) => (
          <HistoryItem key={a.id} announcement={a} timeZone={league.timezone} />
        ))}
      </ol>
      {last && next !== null ? (
        <Button variant="outline" size="sm" onClick={() => onOlder(next)}>
          {T.older}
        </Button>
      ) : null}
    </>
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

import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList, ListFilter, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { REPORT_LIMITS, REPORT_STATES, type ReportState } from '@common/crews/report';
import type { ReportDto, ReportListDto, ReportListEntryDto } from '@common/schemas/crews';
import type { LeagueDto } from '@common/schemas/league';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { Options, Select } from '@client/components/ui/select';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { incidentLine, noShowsLine, reportsPath, type StateFilter } from './reports';
import { REPORTS_TEXT as T } from './texts';

const STATE_CHOICES = [...REPORT_STATES.map((state) => ({ value: state, label: T.states[state] })), { value: '', label: T.allStates }];
const reportsKey = (slug: string) => ['game-reports', slug];

// Issue 48: the league's game reports for its admins: a state (default: those waiting for review),
// then each report in full with Approve and Return.
export function ReportsScreen({ league }: { league: LeagueDto }) {
  const [state, setState] = useState<StateFilter>('submitted');
  return (
    <div className="space-y-6">
      <RegionCard id="reports-filters" heading={T.filtersHeading} icon={<ListFilter className="size-5 text-primary" aria-hidden />} contentClassName="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <LabeledControl htmlFor="reports-state" label={T.state}>
          <Select id="reports-state" value={state} onChange={(e) => setState(e.currentTarget.value as StateFilter)}>
            <Options choices={STATE_CHOICES} />
          </Select>
        </LabeledControl>
      </RegionCard>
      <RegionCard id="reports-list" heading={T.listHeading} icon={<ClipboardList className="size-5 text-primary" aria-hidden />} contentClassName="space-y-4">
        <ReportList league={league} state={state} />
      </RegionCard>
    </div>
  );
}

function ReportList({ league, state }: { league: LeagueDto; state: StateFilter }) {
  const path = reportsPath(league.slug, state);
  const { data, isPending, isError } = useQuery({ queryKey: [...reportsKey(league.slug), state], queryFn: () => apiJson<ReportListDto>('GET', path), staleTime: 0 });
  if (isPending) return <LoadingNotice label={T.loading} />;
  if (isError) return <ErrorNotice title={T.loadFailed} />;
  if (data.reports.length === 0) return <p className="text-sm text-muted-foreground">{T.empty[state || 'all']}</p>;
  return (
    <ul className="space-y-4" aria-label={T.listHeading}>
      {data.reports.map((entry) => (
        <ReportItem key={entry.game.id} entry={entry} league={league} />
      ))}
    </ul>
  );
}

const BADGE: Record<ReportState, 'warning' | 'default' | 'secondary'> = { submitted: 'warning', approved: 'default', returned: 'secondary' };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function ReportItem({ entry, league }: { entry: ReportListEntryDto; league: LeagueDto }) {
  const { game, report } = entry;
  const [returning, setReturning] = useState(false);
  const title = T.game(game.homeTeam, game.awayTeam);
  const headingId = `report-${game.id}-heading`;
  const approve = useApiMutation<void, ReportDto>({
    mutationFn: () => apiJson<ReportDto>('POST', `/api/games/${game.id}/report/approve`),
    failureTitle: T.approveFailed,
    success: () => ({ title: T.approved }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: reportsKey(league.slug) }),
  });
  const at = (iso: string) => formatLeagueDateTime(iso, league.timezone);
  return (
    <li className="space-y-3 rounded-lg border p-4" aria-labelledby={headingId} data-testid="report-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <h3 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
            {title}
          </h3>
          <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
            <time dateTime={game.scheduledDate}>{at(game.scheduledDate)}</time>
            {game.field ? ` · ${game.field}` : ''}
          </p>
        </div>
        <Badge variant={BADGE[report.state]}>{T.stateBadges[report.state]}</Badge>
      </div>
      <p className="text-sm [overflow-wrap:anywhere]">{T.filedBy(report.authorName, at(report.updatedAt))}</p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact term={T.sportsmanship}>
          {T.score(game.homeTeam, report.sportsmanship.home)}
          <br />
          {T.score(game.awayTeam, report.sportsmanship.away)}
        </Fact>
        <Fact term={T.fieldCondition}>{T.conditions[report.fieldCondition]}</Fact>
        <Fact term={T.incidents}>
          {report.incidents.length === 0 ? (
            T.noIncidents
          ) : (
            <ul className="list-disc space-y-0.5 pl-5">
              {report.incidents.map((incident, index) => (
                <li key={index}>{incidentLine(entry, incident)}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term={T.noShows}>{noShowsLine(entry)}</Fact>
        <Fact term={T.privateNote}>{report.privateNote || T.noPrivateNote}</Fact>
        {report.returnReason ? <Fact term={T.returnReason}>{report.returnReason}</Fact> : null}
      </dl>
      {report.reviewedByName && report.reviewedAt ? <p className="text-xs text-muted-foreground">{T.reviewedBy(T.stateBadges[report.state === 'submitted' ? 'returned' : report.state], report.reviewedByName, at(report.reviewedAt))}</p> : null}
      {report.state !== 'approved' ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => approve.mutate()} disabled={approve.isPending} aria-label={T.approveLabel(title)}>
            <Check aria-hidden />
            {approve.isPending ? T.approving : T.approve}
          </Button>
          {report.state === 'submitted' ? (
            <Button variant="outline" onClick={() => setReturning(true)} aria-label={T.returnLabel(title)}>
              <Undo2 aria-hidden />
              {T.return}
            </Button>
          ) : null}
        </div>
      ) : null}
      {returning ? <ReturnDialog gameId={game.id} title={title} slug={league.slug} onClose={() => setReturning(false)} /> : null}
    </li>
  );
}

function ReturnDialog({ gameId, title, slug, onClose }: { gameId: number; title: string; slug: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const send = useApiMutation<string, ReportDto>({
    mutationFn: (text) => apiJson<ReportDto>('POST', `/api/games/${gameId}/report/return`, { reason: text }),
    failureTitle: T.returnFailed,
    success: () => ({ title: T.returned }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: reportsKey(slug) }),
    onSuccess: onClose,
  });
  const missing = reason.trim() === '';
  return (
    <TitledDialog title={T.returnTitle} description={T.returnDescription(title)} onClose={onClose}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!missing) send.mutate(reason.trim());
        }}
      >
        <LabeledControl htmlFor={`return-reason-${gameId}`} label={T.reason} required error={tried && missing ? T.reasonRequired : undefined}>
          <textarea
            id={`return-reason-${gameId}`}
            rows={4}
            maxLength={REPORT_LIMITS.returnReason.max}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            className="flex min-h-24 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm"
          />
        </LabeledControl>
        <FormDialogFooter cancel={T.cancel} onCancel={onClose} submit={T.return} pending={send.isPending} pendingLabel={T.returning} />
      </form>
    </TitledDialog>
  );
}

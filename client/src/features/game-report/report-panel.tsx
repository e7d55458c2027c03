import { ClipboardCheck, ClipboardList, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ReportDto } from '@common/schemas/crews';
import { Button } from '@client/components/ui/button';
import { RegionCard } from '@client/components/ui/region-card';
import { LoadingNotice } from '@client/features/shell/notices';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { serverClock } from '@client/lib/server-clock';
import { draftOf, EMPTY_DRAFT, mayEdit } from './report-draft';
import { ReportForm } from './report-form';
import { REPORT_TEXT as TEXT } from './texts';
import { useCrew, useReport, useSubmitReport } from './use-report';

function FiledReport({ report, userId, timeZone, onEdit }: { report: ReportDto; userId: number | null; timeZone: string; onEdit: () => void }) {
  const editable = mayEdit(report, userId, serverClock.now());
  return (
    <div className="space-y-3" role="status">
      {report.state === 'returned' ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{TEXT.returnedBecause(report.returnReason ?? '')}</p>
      ) : (
        <p className="text-base">
          <span className="font-semibold">{TEXT.filed}.</span>{' '}
          {report.state === 'approved' ? TEXT.approved : editable && report.editableUntil ? TEXT.editableUntil(formatLeagueDateTime(report.editableUntil, timeZone)) : TEXT.locked}
        </p>
      )}
      {editable ? (
        <Button variant="outline" size="lg" className="h-12 w-full sm:w-auto" onClick={onEdit}>
          <Pencil aria-hidden />
          {TEXT.edit}
        </Button>
      ) : null}
    </div>
  );
}

// Issue 48: the console of a completed game asks its referee for the report (the form), then says it
// is filed and until when he may change it.
export function ReportPanel({ gameId, names, userId, timeZone }: { gameId: number; names: Record<'home' | 'away', string>; userId: number | null; timeZone: string }) {
  const report = useReport(gameId);
  const crew = useCrew(gameId);
  const submit = useSubmitReport(gameId);
  const [editing, setEditing] = useState(false);
  const filed = report.data ?? null;

  return (
    <RegionCard
      id="game-report-heading"
      heading={TEXT.heading}
      description={filed ? undefined : TEXT.intro}
      icon={filed ? <ClipboardCheck className="size-5 text-emerald-700" aria-hidden /> : <ClipboardList className="size-5" aria-hidden />}
    >
      {report.isPending ? (
        <LoadingNotice label={TEXT.loading} />
      ) : report.isError ? null : filed && !editing ? (
        <FiledReport report={filed} userId={userId} timeZone={timeZone} onEdit={() => setEditing(true)} />
      ) : (
        <ReportForm
          initial={filed ? draftOf(filed) : EMPTY_DRAFT}
          names={names}
          crew={crew.data?.crew ?? []}
          pending={submit.isPending}
          submitLabel={filed ? TEXT.saveChanges : TEXT.submit}
          onCancel={filed ? () => setEditing(false) : undefined}
          onSubmit={(body) => submit.mutate(body, { onSuccess: () => setEditing(false) })}
        />
      )}
    </RegionCard>
  );
}

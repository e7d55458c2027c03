import { ChartNoAxesColumn, CircleAlert, CircleCheck, Eye, Info, LoaderCircle, Upload, UserRound, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RosterImportRowDto } from '@common/schemas/rosters';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { RegionCard } from '@client/components/ui/region-card';
import { cn } from '@client/lib/utils';
import { FileChooser } from './file-chooser';
import { rosterTiles } from './roster-import-api';
import { ROSTER_IMPORT_TEXT as T } from './roster-texts';
import { useRosterImport, type RosterOutcome } from './use-roster-import';

// Issue 49 (decision 079): the Import page's Rosters tab — the roster export chosen, previewed (a
// dry run: counts, the rows left out and the rows to check, each by row number), imported.
export function RosterImport({ slug }: { slug: string | null }) {
  const { file, outcome, chooseFile, preview, importRosters, pendingMode } = useRosterImport(slug);
  const busy = pendingMode !== null || slug === null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <RegionCard id="roster-file-heading" heading={T.chooserHeading} description={T.chooserDescription} contentClassName="space-y-4">
          <FileChooser file={file} onChoose={chooseFile} disabled={busy} />
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <Button variant="outline" onClick={preview} disabled={busy}>
              {pendingMode === 'preview' ? <LoaderCircle className="animate-spin" aria-hidden /> : <Eye aria-hidden />}
              {pendingMode === 'preview' ? T.previewing : T.preview}
            </Button>
            <Button onClick={importRosters} disabled={busy}>
              {pendingMode === 'import' ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
              {pendingMode === 'import' ? T.importing : T.importRosters}
            </Button>
          </div>
        </RegionCard>
        {outcome ? (
          <RosterResults outcome={outcome} />
        ) : (
          <div className="flex items-start gap-3 rounded-xl border border-dashed bg-card/50 p-5 text-sm text-muted-foreground sm:p-6">
            <ChartNoAxesColumn className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p>{T.resultsEmpty}</p>
          </div>
        )}
      </div>
      <div className="min-w-0">
        <RegionCard id="roster-format-heading" heading={T.formatHeading} description={T.formatIntro} contentClassName="space-y-3 text-sm">
          <dl className="space-y-2">
            {T.formatColumns.map(({ column, meaning }) => (
              <div key={column}>
                <dt className="font-semibold">{column}</dt>
                <dd className="text-muted-foreground">{meaning}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground">{T.formatNote}</p>
        </RegionCard>
      </div>
    </div>
  );
}

const TILE_LOOK = {
  players: { label: T.players, Icon: UserRound, tone: 'bg-blue-50 text-blue-700' },
  coaches: { label: T.coaches, Icon: Users, tone: 'bg-emerald-50 text-emerald-700' },
} as const;

function RosterResults({ outcome }: { outcome: RosterOutcome }) {
  const { kind, fileName, result } = outcome;
  const isPreview = kind === 'preview';
  const panelRef = useRef<HTMLDivElement>(null);
  // on a phone the panel opens below the buttons, out of sight: bring each new answer into view
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && panel.getBoundingClientRect().top > window.innerHeight * 0.6) panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [outcome]);
  return (
    <Card ref={panelRef} role="region" aria-labelledby="roster-results-heading" data-testid="roster-results" data-kind={kind} className="scroll-mt-32 sm:scroll-mt-4">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {isPreview ? <Eye className="size-5 text-primary" aria-hidden /> : <CircleCheck className="size-5 text-emerald-600" aria-hidden />}
          <h2 id="roster-results-heading" className="text-lg leading-tight font-semibold tracking-tight">
            {isPreview ? T.previewHeading : T.resultsHeading}
          </h2>
          <Badge variant={isPreview ? 'warning' : 'default'} className={cn(!isPreview && 'bg-emerald-100 text-emerald-800')}>
            {isPreview ? T.previewBadge : T.resultsBadge}
          </Badge>
        </div>
        <p className="text-sm break-words text-muted-foreground">{isPreview ? T.previewHint : T.resultsHint(fileName)}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="grid grid-cols-2 gap-3">
          {rosterTiles(result, T).map(({ key, lines }) => {
            const { label, Icon, tone } = TILE_LOOK[key];
            return (
              <li key={key} className="rounded-lg border p-3" data-testid={`roster-total-${key}`} aria-label={label}>
                <div className="flex items-center gap-2">
                  <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', tone)}>
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <p className="min-w-0 text-sm leading-tight font-medium text-muted-foreground">{label}</p>
                </div>
                <p className="mt-2 text-lg font-bold tabular-nums">{lines[0]}</p>
                {lines.slice(1).map((line) => (
                  <p key={line} className="text-sm text-muted-foreground tabular-nums">
                    {line}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
        {result.refused.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <CircleCheck className="size-4 shrink-0" aria-hidden />
            {T.noRefused}
          </p>
        ) : (
          <RowList id="roster-refused-heading" testId="roster-refused" rows={result.refused} heading={T.refusedHeading(result.refused.length)} hint={T.refusedHint} tone="refused" />
        )}
        {result.notes.length > 0 ? <RowList id="roster-notes-heading" testId="roster-notes" rows={result.notes} heading={T.notesHeading(result.notes.length)} hint={T.notesHint} tone="note" /> : null}
      </CardContent>
    </Card>
  );
}

function RowList({ id, testId, rows, heading, hint, tone }: { id: string; testId: string; rows: RosterImportRowDto[]; heading: string; hint: string; tone: 'refused' | 'note' }) {
  const refused = tone === 'refused';
  return (
    <section aria-labelledby={id} className={cn('rounded-lg border p-4', refused ? 'border-destructive/30 bg-red-50/60' : 'border-amber-300/60 bg-amber-50/60')}>
      <h3 id={id} className={cn('flex items-center gap-2 font-semibold', refused ? 'text-red-900' : 'text-amber-950')}>
        {refused ? <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden /> : <Info className="size-4 shrink-0 text-amber-700" aria-hidden />}
        {heading}
      </h3>
      <p className={cn('mt-1 text-sm', refused ? 'text-red-900/80' : 'text-amber-950/80')}>{hint}</p>
      <ul className="mt-3 max-h-72 space-y-1 overflow-y-auto text-sm" data-testid={testId}>
        {rows.map((row) => (
          <li key={`${row.row}-${row.reason}`} className={cn('rounded bg-card px-3 py-2 break-words', refused ? 'text-red-950' : 'text-amber-950')}>
            <span className="font-semibold tabular-nums">{T.rowLabel(row.row)}</span>
            {row.team || row.name ? <span> · {T.rowWho(row.team, row.name)}</span> : null}
            <span>: {row.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

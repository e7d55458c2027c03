import { CalendarDays, ChartNoAxesColumn, CircleAlert, CircleCheck, Dumbbell, Eye, MapPin, Users } from 'lucide-react';
import { type ComponentType, useEffect, useRef } from 'react';
import type { ImportResult } from '@common/import/sports-connect';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { IMPORT_TEXT } from './texts';
import type { ImportOutcome } from './use-sports-connect-import';

type Tile = { key: string; label: string; Icon: ComponentType<{ className?: string }>; tone: string; lines: [string, string | null] };

function tilesOf(result: ImportResult): Tile[] {
  const { totals } = IMPORT_TEXT;
  return [
    { key: 'games', label: totals.games, Icon: CalendarDays, tone: 'bg-blue-50 text-blue-700', lines: [IMPORT_TEXT.created(result.gamesCreated), IMPORT_TEXT.updated(result.gamesUpdated)] },
    { key: 'teams', label: totals.teams, Icon: Users, tone: 'bg-emerald-50 text-emerald-700', lines: [IMPORT_TEXT.created(result.teamsCreated), IMPORT_TEXT.updated(result.teamsUpdated)] },
    { key: 'fields', label: totals.fields, Icon: MapPin, tone: 'bg-amber-50 text-amber-700', lines: [IMPORT_TEXT.created(result.fieldsCreated), IMPORT_TEXT.updated(result.fieldsUpdated)] },
    { key: 'practices', label: totals.practices, Icon: Dumbbell, tone: 'bg-slate-100 text-slate-700', lines: [IMPORT_TEXT.skipped(result.skippedPractices), null] },
  ];
}

// Spec 2.10 / 8: the results panel — totals per kind and the rows the server refused, by row number.
// The same panel shows a preview (dry run), marked as not saved.
export function ImportResults({ outcome }: { outcome: ImportOutcome }) {
  const { kind, fileName, result } = outcome;
  const isPreview = kind === 'preview';
  const panelRef = useRef<HTMLDivElement>(null);
  // On a phone the panel opens below the buttons, out of sight: bring each new answer into view.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && panel.getBoundingClientRect().top > window.innerHeight * 0.6) panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [outcome]);
  return (
    <Card ref={panelRef} role="region" aria-labelledby="import-results-heading" data-testid="import-results" data-kind={kind} className="scroll-mt-32 sm:scroll-mt-4">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {isPreview ? <Eye className="size-5 text-primary" aria-hidden /> : <CircleCheck className="size-5 text-emerald-600" aria-hidden />}
          <h2 id="import-results-heading" className="text-lg leading-tight font-semibold tracking-tight">
            {isPreview ? IMPORT_TEXT.previewHeading : IMPORT_TEXT.resultsHeading}
          </h2>
          <Badge variant={isPreview ? 'warning' : 'default'} className={cn(!isPreview && 'bg-emerald-100 text-emerald-800')}>
            {isPreview ? IMPORT_TEXT.previewBadge : IMPORT_TEXT.resultsBadge}
          </Badge>
        </div>
        <p className="text-sm break-words text-muted-foreground">{isPreview ? IMPORT_TEXT.previewHint : IMPORT_TEXT.resultsHint(fileName)}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tilesOf(result).map(({ key, label, Icon, tone, lines }) => (
            <li key={key} className="rounded-lg border p-3" data-testid={`import-total-${key}`} aria-label={label}>
              <div className="flex items-center gap-2">
                <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', tone)}>
                  <Icon className="size-4" aria-hidden />
                </span>
                <p className="min-w-0 text-sm leading-tight font-medium text-muted-foreground">{label}</p>
              </div>
              <p className="mt-2 text-lg font-bold tabular-nums">{lines[0]}</p>
              {lines[1] ? <p className="text-sm text-muted-foreground tabular-nums">{lines[1]}</p> : <p className="text-sm text-muted-foreground">{IMPORT_TEXT.practicesNote}</p>}
            </li>
          ))}
        </ul>
        <RowErrors errors={result.errors} />
      </CardContent>
    </Card>
  );
}

// The panel before any preview or import: what will show here.
export function ResultsPlaceholder() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed bg-card/50 p-5 text-sm text-muted-foreground sm:p-6">
      <ChartNoAxesColumn className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>{IMPORT_TEXT.resultsEmpty}</p>
    </div>
  );
}

function RowErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        <CircleCheck className="size-4 shrink-0" aria-hidden />
        {IMPORT_TEXT.noErrors}
      </p>
    );
  }
  return (
    <section aria-labelledby="import-errors-heading" className="rounded-lg border border-destructive/30 bg-red-50/60 p-4">
      <h3 id="import-errors-heading" className="flex items-center gap-2 font-semibold text-red-900">
        <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
        {IMPORT_TEXT.errorsHeading(errors.length)}
      </h3>
      <p className="mt-1 text-sm text-red-900/80">{IMPORT_TEXT.errorsHint}</p>
      <ul className="mt-3 max-h-72 space-y-1 overflow-y-auto text-sm" data-testid="import-row-errors">
        {errors.map((error, index) => (
          <li key={`${index}-${error}`} className="rounded bg-card px-3 py-2 font-mono text-xs break-words text-red-950 sm:text-sm">
            {error}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { CalendarRange, Download, Flag, Wallet } from 'lucide-react';
import { useState } from 'react';
import { CREW_LIMITS } from '@common/crews/crew';
import type { OffConsoleMarkDto, PayDto, PayLineDto, PayRefereeDto } from '@common/schemas/crews';
import type { LeagueDto } from '@common/schemas/league';
import { leagueDateOf } from '@common/time';
import { Button } from '@client/components/ui/button';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { consoleText, formatMoney, invalidatePay, mayMarkLine, monthOf, payCsvPath, payKey, payPath, periodIsValid, reasonText, type PayPeriod } from './pay';
import { RatesCard } from './rates-card';
import { PAY_TEXT as T } from './texts';

// Issue 48: the officials' pay for a period (the current month first), a table per official with
// totals, the CSV of the same lines, the mark of a game played off the console, and the rates.
export function PayScreen({ league }: { league: LeagueDto }) {
  const [period, setPeriod] = useState<PayPeriod>(() => monthOf(leagueDateOf(Date.now(), league.timezone)));
  const valid = periodIsValid(period);
  return (
    <div className="space-y-6">
      <RegionCard id="pay-period" heading={T.periodHeading} icon={<CalendarRange className="size-5 text-primary" aria-hidden />} contentClassName="space-y-3">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <LabeledControl htmlFor="pay-from" label={T.from}>
            <Input id="pay-from" type="date" value={period.from} onChange={(e) => setPeriod((p) => ({ ...p, from: e.currentTarget.value }))} />
          </LabeledControl>
          <LabeledControl htmlFor="pay-to" label={T.to}>
            <Input id="pay-to" type="date" value={period.to} onChange={(e) => setPeriod((p) => ({ ...p, to: e.currentTarget.value }))} />
          </LabeledControl>
          {valid ? (
            <Button asChild variant="outline">
              <a href={payCsvPath(league.slug, period)} download>
                <Download aria-hidden />
                {T.downloadCsv}
              </a>
            </Button>
          ) : null}
        </div>
        {valid ? null : (
          <p role="alert" className="text-sm text-destructive">
            {T.periodInvalid}
          </p>
        )}
      </RegionCard>
      <RegionCard id="pay-list" heading={T.listHeading} icon={<Wallet className="size-5 text-primary" aria-hidden />} contentClassName="space-y-6">
        {valid ? <PayList league={league} period={period} /> : null}
      </RegionCard>
      <RatesCard league={league} />
    </div>
  );
}

function PayList({ league, period }: { league: LeagueDto; period: PayPeriod }) {
  const path = payPath(league.slug, period);
  const { data, isPending, isError } = useQuery<PayDto>({ queryKey: payKey(league.slug, period), queryFn: () => apiJson<PayDto>('GET', path), staleTime: 0 });
  const [marking, setMarking] = useState<PayLineDto | null>(null);
  if (isPending) return <LoadingNotice label={T.loading} />;
  if (isError) return <ErrorNotice title={T.loadFailed} />;
  if (data.referees.length === 0) return <p className="text-sm text-muted-foreground">{T.empty}</p>;
  const money = (cents: number) => formatMoney(cents, data.currency);
  return (
    <>
      {data.referees.map((official) => (
        <OfficialPay key={official.refereeId} official={official} league={league} money={money} onMark={setMarking} />
      ))}
      <p className="border-t pt-4 text-base font-semibold" data-testid="pay-league-total">
        {T.leagueTotal(money(data.totalCents))}
      </p>
      {marking ? <MarkDialog line={marking} league={league} onClose={() => setMarking(null)} /> : null}
    </>
  );
}

type LineProps = { league: LeagueDto; money: (cents: number) => string; onMark: (line: PayLineDto) => void };

const gameName = (line: PayLineDto) => T.vs(line.game.homeTeam, line.game.awayTeam);

// One official's lines: a table on a wide screen, a card per line on a phone.
function OfficialPay({ official, league, money, onMark }: LineProps & { official: PayRefereeDto }) {
  const headingId = `pay-official-${official.refereeId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="flex flex-wrap items-baseline justify-between gap-2 text-base font-semibold">
        <span>{official.name}</span>
        <span className="tabular-nums">{T.officialTotal(T.total, money(official.totalCents))}</span>
      </h3>
      <div className="hidden md:block">
        <Table aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHead>{T.columns.game}</TableHead>
              <TableHead>{T.columns.position}</TableHead>
              <TableHead className="text-right">{T.columns.rate}</TableHead>
              <TableHead>{T.columns.console}</TableHead>
              <TableHead>{T.columns.report}</TableHead>
              <TableHead className="text-right">{T.columns.amount}</TableHead>
              <TableHead>{T.columns.reason}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {official.lines.map((line) => (
              <TableRow key={`${line.game.id}-${line.position}`} data-testid={`pay-line-${line.game.id}-${line.position}`}>
                <TableCell>
                  <div className="font-medium [overflow-wrap:anywhere]">{gameName(line)}</div>
                  <div className="text-xs text-muted-foreground">{formatLeagueDateTime(line.game.scheduledDate, league.timezone)}</div>
                </TableCell>
                <TableCell>{T.positions[line.position]}</TableCell>
                <TableCell className="text-right tabular-nums">{money(line.rateCents)}</TableCell>
                <TableCell>
                  <ConsoleState line={line} onMark={onMark} />
                </TableCell>
                <TableCell>{line.reportState ? T.reports[line.reportState] : T.noReport}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{money(line.amountCents)}</TableCell>
                <TableCell>{reasonText(line)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y rounded-lg border md:hidden" aria-labelledby={headingId}>
        {official.lines.map((line) => (
          <li key={`${line.game.id}-${line.position}`} data-testid={`pay-line-${line.game.id}-${line.position}`} className="space-y-1 p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium [overflow-wrap:anywhere]">{gameName(line)}</span>
              <span className="font-semibold tabular-nums">{money(line.amountCents)}</span>
            </div>
            <p className="text-xs text-muted-foreground">
              {formatLeagueDateTime(line.game.scheduledDate, league.timezone)} · {T.positions[line.position]} · {T.columns.rate} {money(line.rateCents)}
            </p>
            <p>
              {T.columns.report}: {line.reportState ? T.reports[line.reportState] : T.noReport} · {reasonText(line)}
            </p>
            <ConsoleState line={line} onMark={onMark} prefix={`${T.columns.console}: `} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// `prefix`: the column's name where no header says it (a phone's card)
function ConsoleState({ line, onMark, prefix = '' }: { line: PayLineDto; onMark: (line: PayLineDto) => void; prefix?: string }) {
  if (!mayMarkLine(line)) return <span className="block">{prefix + consoleText(line)}</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span>{prefix + consoleText(line)}</span>
      <Button size="sm" variant="outline" aria-label={T.markLabel(gameName(line))} onClick={() => onMark(line)}>
        <Flag aria-hidden />
        {T.markOffConsole}
      </Button>
    </div>
  );
}

function MarkDialog({ line, league, onClose }: { line: PayLineDto; league: LeagueDto; onClose: () => void }) {
  const [note, setNote] = useState('');
  const mark = useApiMutation<string, OffConsoleMarkDto>({
    mutationFn: (text) => apiJson<OffConsoleMarkDto>('POST', `/api/games/${line.game.id}/played-off-console`, text.trim() ? { note: text.trim() } : {}),
    failureTitle: T.markFailed,
    success: () => ({ title: T.marked }),
    invalidate: (queryClient) => invalidatePay(queryClient, league.slug),
    onSuccess: onClose,
  });
  return (
    <TitledDialog title={T.markTitle} description={T.markDescription(gameName(line))} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          mark.mutate(note);
        }}
      >
        <LabeledControl htmlFor="pay-mark-note" label={T.markNote} hint={T.markNoteHint}>
          <textarea
            id="pay-mark-note"
            rows={3}
            maxLength={CREW_LIMITS.declineReason.max}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            className="flex w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm"
          />
        </LabeledControl>
        <FormDialogFooter cancel={T.cancel} onCancel={onClose} submit={T.markSubmit} pending={mark.isPending} pendingLabel={T.marking} />
      </form>
    </TitledDialog>
  );
}

import { BadgeDollarSign, Save } from 'lucide-react';
import { useState } from 'react';
import { CREW_POSITIONS, type PayRate } from '@common/crews/crew';
import type { LeagueDto } from '@common/schemas/league';
import { SubmitButton } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { invalidateLeagues } from '@client/features/admin/admin-data';
import { apiJson } from '@client/lib/api';
import { useDivisions } from '@client/lib/divisions';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { cn } from '@client/lib/utils';
import { invalidatePay, rateKey, ratesFormOf, ratesOfForm, type RateKey, type RatesForm, type RatesProblems } from './pay';
import { PAY_TEXT as T } from './texts';

type RatesBody = { payRates: PayRate[]; currency: string };

// Issue 48: the league's pay rates, a row per division (the league's default first) and a column
// per position, in the currency's units; saved into the league's settings (PATCH /api/leagues/{id}).
export function RatesCard({ league }: { league: LeagueDto }) {
  // the saved rates start the form again (a save, or another admin's change read back)
  return <RatesForm key={`${league.currency}:${JSON.stringify(league.payRates)}`} league={league} />;
}

function RatesForm({ league }: { league: LeagueDto }) {
  const { data: divisions = [] } = useDivisions(league.slug);
  const [form, setForm] = useState<RatesForm>(() => ratesFormOf(league.payRates, league.currency));
  const [problems, setProblems] = useState<RatesProblems | null>(null);
  const rows = [{ id: null as number | null, name: T.leagueDefault }, ...divisions.map((d) => ({ id: d.id as number | null, name: d.name }))];
  const save = useApiMutation<RatesBody, LeagueDto>({
    mutationFn: (body) => apiJson<LeagueDto>('PATCH', `/api/leagues/${league.id}`, body),
    failureTitle: T.ratesFailed,
    success: () => ({ title: T.ratesSaved }),
    invalidate: (client) => Promise.all([invalidateLeagues(client), invalidatePay(client, league.slug)]),
  });

  function submit(): void {
    const read = ratesOfForm(form, rows.map((row) => row.id));
    if ('cells' in read) {
      setProblems(read);
      return;
    }
    setProblems(null);
    // rates of divisions this form does not show (none, unless one was just deleted) are kept
    const shown = new Set(rows.map((row) => row.id));
    const kept = league.payRates.filter((rate) => !shown.has(rate.divisionId));
    save.mutate({ payRates: [...read.rates, ...kept], currency: read.currency });
  }

  const setCell = (key: RateKey, value: string) => setForm((f) => ({ ...f, cells: { ...f.cells, [key]: value } }));
  const badCell = (key: RateKey) => problems?.cells.includes(key) ?? false;
  return (
    <RegionCard id="pay-rates" heading={T.ratesHeading} description={T.ratesDescription} icon={<BadgeDollarSign className="size-5 text-primary" aria-hidden />} contentClassName="space-y-4">
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Table aria-label={T.ratesTable}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{T.division}</TableHead>
              {CREW_POSITIONS.map((position) => (
                <TableHead key={position} scope="col">
                  {T.positions[position]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id ?? 'league'}>
                <TableHead scope="row" className="normal-case tracking-normal text-foreground">
                  {row.name}
                </TableHead>
                {CREW_POSITIONS.map((position) => {
                  const key = rateKey(row.id, position);
                  return (
                    <TableCell key={position} className="px-2 py-2">
                      <Input
                        aria-label={T.rateLabel(row.name, T.positions[position])}
                        aria-invalid={badCell(key) || undefined}
                        inputMode="decimal"
                        value={form.cells[key] ?? ''}
                        onChange={(e) => setCell(key, e.currentTarget.value)}
                        className={cn('min-w-20 text-right tabular-nums', badCell(key) && 'border-destructive')}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {problems && problems.cells.length > 0 ? (
          <p role="alert" className="text-sm text-destructive">
            {T.rateInvalid}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-4">
          <LabeledControl htmlFor="pay-currency" label={T.currency} hint={T.currencyHint} error={problems?.currency ? T.currencyInvalid : undefined} className="w-48">
            <Input id="pay-currency" value={form.currency} maxLength={3} autoCapitalize="characters" onChange={(e) => setForm((f) => ({ ...f, currency: e.currentTarget.value }))} />
          </LabeledControl>
          <SubmitButton icon={<Save aria-hidden />} label={T.saveRates} pending={save.isPending} pendingLabel={T.savingRates} />
        </div>
      </form>
    </RegionCard>
  );
}

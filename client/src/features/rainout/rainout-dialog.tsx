import { sideName } from '@common/brackets/sides';
import { useEffect, useRef, useState } from 'react';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { RainoutBodyInput, RainoutDto, RainoutSlotDto } from '@common/schemas/rainout';
import type { FieldDto } from '@common/schemas/teams';
import { Button } from '@client/components/ui/button';
import { DialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { invalidateGames } from '@client/lib/game-lists';
import { CheckList } from '@client/features/season/check-list';
import { PreviewTable } from '@client/features/season/preview-table';
import { FieldsStep, StartEndDates } from '@client/features/season/season-steps';
import { ApiError, apiFetch, apiJson } from '@client/lib/api';
import { useCheckedForm } from '@client/lib/use-checked-form';
import { formatLeagueDate, formatLeagueTime } from '@client/lib/league-time';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { checkRainout, publishRequest, rainoutCounts, rainoutDefaults, withDay, type RainoutValues } from './rainout-form';
import { RAINOUT_TEXT as TEXT } from './texts';

type Props = { onClose: () => void; league: LeagueDto; fields: readonly FieldDto[]; games: readonly GameDto[] };

// What was previewed, and the key its publish carries: a publish retried after a lost answer is
// applied once; a new preview (other values) gets a new key.
type Previewed = { body: RainoutBodyInput; result: RainoutDto; key: string };

// The publish carries what its preview showed: the server writes that plan or nothing (issue 45).
async function publish(slug: string, { body, result, key }: Previewed): Promise<RainoutDto> {
  const response = await apiFetch(`/api/leagues/${slug}/rainout`, { method: 'POST', body: publishRequest(body, result), headers: { 'Idempotency-Key': key } });
  return (await response.json()) as RainoutDto;
}

// Issue 38 'Rainout': pick the day and its fields, cancel or move the games, see what changes, confirm.
export function RainoutDialog({ onClose, league, fields, games }: Props) {
  const allFieldIds = fields.map((f) => f.id);
  const [values, setValues] = useState<RainoutValues>(() => rainoutDefaults({ fieldIds: allFieldIds, now: new Date(), timeZone: league.timezone }));
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const { errors, whenValid } = useCheckedForm(checkRainout(values, allFieldIds));
  // any change makes the preview stale: it is asked for again
  const change = (next: RainoutValues) => {
    setValues(next);
    setPreviewed(null);
  };
  const set = (part: Partial<RainoutValues>) => change({ ...values, ...part });

  const preview = useApiMutation<RainoutBodyInput, RainoutDto>({
    mutationFn: (body) => apiJson<RainoutDto>('POST', `/api/leagues/${league.slug}/rainout/preview`, body),
    failureTitle: TEXT.previewFailed,
    onSuccess: (result, body) => setPreviewed({ body, result, key: crypto.randomUUID() }),
  });
  const publishing = useApiMutation<Previewed, RainoutDto>({
    mutationFn: (chosen) =>
      publish(league.slug, chosen).catch((error: unknown) => {
        // the plan changed since its preview (the toast says so): the preview shown is no longer true
        if (error instanceof ApiError && error.status === 409) setPreviewed(null);
        throw error;
      }),
    failureTitle: TEXT.publishFailed,
    success: (result) => {
      const { moved, cancelled, dependents } = rainoutCounts(result);
      return { title: TEXT.done(moved, cancelled + dependents) };
    },
    invalidate: invalidateGames,
    onSuccess: onClose,
  });

  const askPreview = () => whenValid((request) => preview.mutate(request));

  const count = previewed?.result.games.length ?? 0;
  return (
    <TitledDialog title={TEXT.title} description={TEXT.description} onClose={onClose} className="sm:max-w-3xl">
      <div className="space-y-4">
        <LabeledControl htmlFor="rainout-date" label={TEXT.day} error={errors.date} required className="max-w-xs">
          <Input id="rainout-date" type="date" value={values.date} onChange={(e) => change(withDay(values, e.target.value))} />
        </LabeledControl>
        <CheckList idPrefix="rainout-field" legend={TEXT.fields} all={TEXT.allFields} items={fields.map((f) => ({ id: f.id, label: f.name }))} checked={values.rainedFieldIds} onChange={(rainedFieldIds) => set({ rainedFieldIds })} error={errors.rainedFieldIds} />
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-semibold">{TEXT.what}</legend>
          {([false, true] as const).map((move) => (
            <LabeledControl key={String(move)} layout="around" label={move ? TEXT.moveThem : TEXT.cancelThem} className="flex min-h-11 items-center gap-3 text-sm leading-5 font-normal">
              <input type="radio" name="rainout-what" className="size-5 shrink-0 accent-primary" checked={values.move === move} onChange={() => set({ move })} />
            </LabeledControl>
          ))}
        </fieldset>
        {values.move ? (
          <div className="space-y-4 rounded-lg border p-3">
            <StartEndDates idPrefix="rainout" values={values} set={set} errors={errors} labels={{ start: TEXT.startDate, end: TEXT.endDate, endHint: TEXT.endDateHint }} />
            <FieldsStep idPrefix="rainout-slot" fieldsLegend={TEXT.slotFields} values={values} set={set} errors={errors} fields={fields} />
          </div>
        ) : null}
      </div>
      {previewed ? <RainoutPreview result={previewed.result} games={games} fields={fields} timeZone={league.timezone} /> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {TEXT.cancel}
        </Button>
        <Button variant={previewed ? 'outline' : 'default'} onClick={askPreview} disabled={preview.isPending}>
          {preview.isPending ? TEXT.previewing : TEXT.preview}
        </Button>
        <Button disabled={!previewed || count === 0 || publishing.isPending} onClick={() => previewed && publishing.mutate(previewed)}>
          {publishing.isPending ? TEXT.confirming : TEXT.confirm(count)}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}

type PreviewProps = { result: RainoutDto; games: readonly GameDto[]; fields: readonly FieldDto[]; timeZone: string };

// Each affected game: its teams, where it was, where it goes (or why it is cancelled); then the
// playoff games cancelled with them, each with why.
function RainoutPreview({ result, games, fields, timeZone }: PreviewProps) {
  const { moved, cancelled, dependents } = rainoutCounts(result);
  // shown below the form: brought into view when it comes
  const shown = useRef<HTMLElement>(null);
  useEffect(() => shown.current?.scrollIntoView({ block: 'start' }), [result]);
  const reasons = new Map(result.unscheduled.map((u) => [u.id, u.reason]));
  const teamsOf = (id: number) => {
    const game = games.find((g) => g.id === id);
    return game ? `${sideName(game, 'home')} ${TEXT.versus} ${sideName(game, 'away')}` : '';
  };
  // the game's id and teams, heading its row
  const gameHeader = (id: number) => (
    <th scope="row" className="px-2 py-1.5 text-left align-top font-medium">
      <span className="block tabular-nums">{`#${id} `}</span>
      <span className="block font-normal">{teamsOf(id)}</span>
    </th>
  );
  // the date, then the time and field: two short lines that fit a phone's column
  const slot = (at: RainoutSlotDto) => (
    <>
      <span className="block">{`${formatLeagueDate(at.scheduledDate, timeZone)}, `}</span>
      <span className="block">
        {formatLeagueTime(at.scheduledDate, timeZone)} · {fields.find((f) => f.id === at.fieldId)?.name ?? TEXT.noField}
      </span>
    </>
  );
  return (
    <section ref={shown} aria-labelledby="rainout-preview-heading" className="space-y-2">
      <h3 id="rainout-preview-heading" className="text-sm font-semibold">
        {TEXT.previewHeading}
      </h3>
      <p className="text-sm" role="status">
        {result.games.length === 0 ? TEXT.nothing : TEXT.summary(moved, cancelled)}
        {dependents > 0 ? `, ${TEXT.dependents(dependents)}` : null}
      </p>
      {result.games.length > 0 ? (
        <PreviewTable labelledBy="rainout-preview-heading" columns={Object.values(TEXT.columns)} className="max-h-80 overflow-auto">
          {result.games.map((g) => (
            <tr key={g.id}>
              {gameHeader(g.id)}
              <td className="px-2 py-1.5 align-top">{slot(g.from)}</td>
              <td className="px-2 py-1.5 align-top">{g.to ? slot(g.to) : reasons.has(g.id) ? TEXT.unscheduled(reasons.get(g.id)!) : TEXT.cancelled}</td>
            </tr>
          ))}
          {result.dependents.map((g) => (
            <tr key={g.id}>
              {gameHeader(g.id)}
              <td className="px-2 py-1.5 align-top">{slot(g.from)}</td>
              <td className="px-2 py-1.5 align-top">{g.reason}</td>
            </tr>
          ))}
        </PreviewTable>
      ) : null}
    </section>
  );
}

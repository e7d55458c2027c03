import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { LIMITS } from '@common/constants';
import type { BracketAnswerDto } from '@common/schemas/brackets';
import type { DivisionDto } from '@common/schemas/divisions';
import type { LeagueDto } from '@common/schemas/league';
import type { FieldDto, TeamDto } from '@common/schemas/teams';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { DialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { FieldErrorText, LabeledControl } from '@client/components/ui/labeled-control';
import { RadioGroup } from '@client/components/ui/radio-group';
import { DivisionOptions, Options, Select } from '@client/components/ui/select';
import { invalidateGames } from '@client/lib/game-lists';
import { apiFetch, apiJson } from '@client/lib/api';
import { useCheckedForm } from '@client/lib/use-checked-form';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { BracketTree, type TreeContext } from './bracket-tree';
import { checkPlayoffs, nextSlot, playoffsDefaults, type PlayoffsRequest, type PlayoffsValues, type SlotRow } from './playoffs-form';
import { PLAYOFFS_TEXT as TEXT } from './texts';
import { bracketsKey } from './use-bracket';

type Props = {
  onClose: () => void;
  league: LeagueDto;
  teams: readonly TeamDto[];
  fields: readonly FieldDto[];
  divisions: readonly DivisionDto[];
  // what the standings page shows: its season and, in rank order, the teams of each table
  season: { id: number; name: string } | null;
  divisionId: number | null;
  rankedTeamIds: readonly number[];
};

// One Idempotency-Key per dialog: a publish retried after a lost answer creates the bracket once.
async function publish(slug: string, body: PlayoffsRequest, key: string): Promise<BracketAnswerDto> {
  const response = await apiFetch(`/api/leagues/${slug}/brackets`, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
  return (await response.json()) as BracketAnswerDto;
}

// Issue 36 'Start playoffs' (the standings page, admins): the bracket's name and format, its seeds
// (the top n of the standings, or picked), its slots; Preview draws the tree, Publish creates it.
export function StartPlayoffsDialog({ onClose, league, teams, fields, divisions, season, divisionId, rankedTeamIds }: Props) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<PlayoffsValues>(() =>
    playoffsDefaults({ now: new Date(), timeZone: league.timezone, fieldId: fields[0]?.id ?? null, divisionId, seasonId: season?.id ?? null, seedTeamIds: rankedTeamIds }),
  );
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const checked = checkPlayoffs(values);
  const { errors, whenValid } = useCheckedForm(checked);
  // the preview on screen is of this body; a change asks for a new one before publishing
  const [previewed, setPreviewed] = useState<{ body: string; answer: BracketAnswerDto } | null>(null);
  const set = (change: Partial<PlayoffsValues>) => setValues((v) => ({ ...v, ...change }));
  const setSlot = (index: number, change: Partial<SlotRow>) => set({ slots: values.slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)) });

  const preview = useApiMutation<PlayoffsRequest, BracketAnswerDto>({
    mutationFn: (body) => apiJson<BracketAnswerDto>('POST', `/api/leagues/${league.slug}/brackets/preview`, body),
    failureTitle: TEXT.previewFailed,
    onSuccess: (answer, body) => setPreviewed({ body: JSON.stringify(body), answer }),
  });
  const publishing = useApiMutation<PlayoffsRequest, BracketAnswerDto>({
    mutationFn: (body) => publish(league.slug, body, idempotencyKey),
    failureTitle: TEXT.publishFailed,
    success: (answer) => ({ title: TEXT.published(answer.bracket.name) }),
    invalidate: (queryClient) => Promise.all([invalidateGames(queryClient), queryClient.invalidateQueries({ queryKey: bracketsKey(league.slug) })]),
    onSuccess: (answer) => {
      onClose();
      if (answer.bracket.id !== undefined) navigate(`/${league.slug}/playoffs/${answer.bracket.id}`);
    },
  });

  const askPreview = () => whenValid((request) => preview.mutate(request));

  const shown = previewed && checked.ok && previewed.body === JSON.stringify(checked.request) ? previewed.answer : null;
  const context = useMemo<TreeContext>(() => {
    const teamNames = new Map(teams.map((team) => [team.id, team.name]));
    const fieldNames = new Map(fields.map((field) => [field.id, field.name]));
    return { teamName: (id) => teamNames.get(id) ?? '', fieldName: (id) => fieldNames.get(id) ?? '', timeZone: league.timezone };
  }, [teams, fields, league.timezone]);
  const offered = values.divisionId === '' ? teams : teams.filter((team) => team.divisionId === Number(values.divisionId));

  return (
    <TitledDialog title={TEXT.startTitle} description={TEXT.startDescription} onClose={onClose} className="sm:max-w-5xl">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledControl htmlFor="playoffs-name" label={TEXT.name} required error={errors.name}>
          <Input id="playoffs-name" value={values.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} />
        </LabeledControl>
        <RadioGroup
          legend={TEXT.formatLabel}
          name="playoffs-format"
          value={values.format}
          options={[
            { value: 'single', label: TEXT.format.single },
            { value: 'double', label: TEXT.format.double },
          ]}
          onValueChange={(format) => set({ format })}
        />
        {divisions.length > 0 ? (
          <LabeledControl htmlFor="playoffs-division" label={TEXT.division} error={errors.divisionId}>
            <Select id="playoffs-division" value={values.divisionId} onChange={(e) => set({ divisionId: e.target.value })}>
              <DivisionOptions divisions={divisions} first={TEXT.allDivisions} />
            </Select>
          </LabeledControl>
        ) : null}
        <p className="self-end text-sm text-muted-foreground">{TEXT.season(season?.name ?? null)}</p>
      </div>
      <div className="space-y-3">
        <RadioGroup
          legend={TEXT.seeding}
          name="playoffs-seeding"
          value={values.seeding}
          options={[
            { value: 'top', label: TEXT.seedTop },
            { value: 'pick', label: TEXT.seedPick },
          ]}
          onValueChange={(seeding) => set({ seeding })}
        />
        {values.seeding === 'top' ? (
          <LabeledControl htmlFor="playoffs-teams" label={TEXT.teamCount} error={errors.teams} className="max-w-48">
            <Input id="playoffs-teams" type="number" inputMode="numeric" min={2} max={32} value={values.teams} onChange={(e) => set({ teams: e.target.value })} />
          </LabeledControl>
        ) : (
          <SeedPicker values={values} set={set} teams={offered} error={errors.seedTeamIds} />
        )}
        {values.format === 'single' ? (
          <div className="space-y-1">
            <LabeledControl htmlFor="playoffs-third-place" layout="after" label={TEXT.thirdPlace} className="flex min-h-11 items-center gap-3">
              <Checkbox id="playoffs-third-place" checked={values.thirdPlace} onCheckedChange={(on) => set({ thirdPlace: on === true })} aria-describedby={errors.thirdPlace ? 'playoffs-third-place-error' : undefined} />
            </LabeledControl>
            <FieldErrorText id="playoffs-third-place-error" error={errors.thirdPlace} />
          </div>
        ) : null}
      </div>
      <fieldset className="space-y-2" aria-describedby="playoffs-slots-hint">
        <legend className="text-sm font-semibold">{TEXT.slots}</legend>
        <p id="playoffs-slots-hint" className="text-xs text-muted-foreground">
          {TEXT.slotsHint}
        </p>
        <ol className="space-y-2">
          {values.slots.map((slot, i) => (
            <li key={i} className="grid grid-cols-[1fr_1fr] items-end gap-2 sm:grid-cols-[10rem_8rem_1fr_auto]" data-testid="slot-row">
              <LabeledControl htmlFor={`playoffs-slot-${i}-date`} label={TEXT.date}>
                <Input id={`playoffs-slot-${i}-date`} type="date" value={slot.date} onChange={(e) => setSlot(i, { date: e.target.value })} />
              </LabeledControl>
              <LabeledControl htmlFor={`playoffs-slot-${i}-time`} label={TEXT.time}>
                <Input id={`playoffs-slot-${i}-time`} type="time" value={slot.time} onChange={(e) => setSlot(i, { time: e.target.value })} />
              </LabeledControl>
              <LabeledControl htmlFor={`playoffs-slot-${i}-field`} label={TEXT.field}>
                <Select id={`playoffs-slot-${i}-field`} value={slot.fieldId} onChange={(e) => setSlot(i, { fieldId: e.target.value })}>
                  <option value="">{TEXT.field}</option>
                  <Options choices={fields.map((field) => ({ value: field.id, label: field.name }))} />
                </Select>
              </LabeledControl>
              <Button variant="ghost" size="icon" className="size-11" aria-label={TEXT.removeSlot(i + 1)} disabled={values.slots.length <= 1} onClick={() => set({ slots: values.slots.filter((_, j) => j !== i) })}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        <FieldErrorText id="playoffs-slots-error" error={errors.slots} />
        <Button variant="outline" onClick={() => set({ slots: [...values.slots, nextSlot(values.slots.at(-1), { date: '', time: '09:00', fieldId: fields[0] ? String(fields[0].id) : '' })] })}>
          {TEXT.addSlot}
        </Button>
      </fieldset>
      <LabeledControl htmlFor="playoffs-rest" label={TEXT.minRest} error={errors.minRestMinutes} className="max-w-72">
        <Input id="playoffs-rest" type="number" inputMode="numeric" min={0} value={values.minRestMinutes} onChange={(e) => set({ minRestMinutes: e.target.value })} />
      </LabeledControl>
      {shown ? (
        <section aria-label={TEXT.preview} className="space-y-3 rounded-lg bg-slate-950 p-3 text-white" data-testid="bracket-preview">
          <BracketTree games={shown.games} context={context} />
          {shown.unscheduled.length > 0 ? (
            <div role="alert" className="space-y-1 text-sm">
              <p className="font-bold text-amber-300">{TEXT.unscheduled(shown.unscheduled.length)}</p>
              <ul className="list-disc pl-5">
                {shown.unscheduled.map((game) => (
                  <li key={game.key}>
                    {game.name}: {game.reason}
                  </li>
                ))}
              </ul>
              <p>{TEXT.unscheduledHint}</p>
            </div>
          ) : null}
        </section>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {TEXT.cancel}
        </Button>
        <Button variant="outline" onClick={askPreview} disabled={preview.isPending}>
          {preview.isPending ? TEXT.previewing : TEXT.preview}
        </Button>
        <Button disabled={!shown || shown.unscheduled.length > 0 || publishing.isPending} onClick={() => checked.ok && publishing.mutate(checked.request)}>
          {publishing.isPending ? TEXT.publishing : TEXT.publish}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}

// The seeds in order, each a team of the division (or league).
function SeedPicker({ values, set, teams, error }: { values: PlayoffsValues; set: (change: Partial<PlayoffsValues>) => void; teams: readonly TeamDto[]; error: string | undefined }) {
  const seeds = values.seedTeamIds;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'playoffs-seeds-error' : undefined}>
      <legend className="text-sm font-semibold">{TEXT.seedPick}</legend>
      <ol className="grid gap-2 sm:grid-cols-2">
        {seeds.map((teamId, i) => (
          <li key={i} className="flex items-end gap-2">
            <LabeledControl htmlFor={`playoffs-seed-${i}`} label={TEXT.seedOf(i + 1)} className="flex-1">
              <Select id={`playoffs-seed-${i}`} value={teamId} onChange={(e) => set({ seedTeamIds: seeds.map((id, j) => (j === i ? e.target.value : id)) })}>
                <option value="">{TEXT.chooseTeam}</option>
                <Options choices={teams.map((team) => ({ value: team.id, label: team.name }))} />
              </Select>
            </LabeledControl>
            <Button variant="ghost" size="icon" className="size-11" aria-label={TEXT.removeSeed(i + 1)} onClick={() => set({ seedTeamIds: seeds.filter((_, j) => j !== i) })}>
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <FieldErrorText id="playoffs-seeds-error" error={error} />
      <Button variant="outline" disabled={seeds.length >= LIMITS.bracket.teams.max} onClick={() => set({ seedTeamIds: [...seeds, ''] })}>
        {TEXT.addSeed}
      </Button>
    </fieldset>
  );
}

import { X } from 'lucide-react';
import { useState } from 'react';
import { isReferee } from '@common/policies/users';
import { readableCalendarDate } from '@common/schedule/dates';
import type { DivisionDto } from '@common/schemas/divisions';
import type { FieldDto, TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { FieldErrorText, LabeledControl } from '@client/components/ui/labeled-control';
import { CheckList } from './check-list';
import { DateList } from './date-list';
import { type SeasonErrors, type SeasonValues, teamsOfDivision } from './season-form';
import { DivisionOptions, Options, Select } from '@client/components/ui/select';
import { SEASON_TEXT as TEXT } from './texts';

type StepProps = { values: SeasonValues; set: (change: Partial<SeasonValues>) => void; errors: SeasonErrors };

// Issue 34: a league with divisions builds one division at a time (or several, teams chosen by hand):
// choosing a division offers and checks its teams.
export function TeamsStep({ values, set, teams, divisions, errors }: StepProps & { teams: readonly TeamDto[]; divisions: readonly DivisionDto[] }) {
  const offered = teamsOfDivision(teams, values.divisionId);
  return (
    <div className="space-y-4">
      {divisions.length > 0 ? (
        <LabeledControl htmlFor="season-division" label={TEXT.division} className="max-w-xs">
          <Select
            id="season-division"
            value={values.divisionId}
            onChange={(e) => set({ divisionId: e.target.value, teamIds: teamsOfDivision(teams, e.target.value).map((t) => t.id) })}
          >
            <DivisionOptions divisions={divisions} first={TEXT.everyDivision} />
          </Select>
        </LabeledControl>
      ) : null}
      <CheckList idPrefix="season-team" legend={TEXT.teams} all={TEXT.allTeams} items={offered.map((t) => ({ id: t.id, label: t.name }))} checked={values.teamIds} onChange={(teamIds) => set({ teamIds })} error={errors.teamIds} />
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold">{TEXT.rounds}</legend>
        {([1, 2] as const).map((rounds) => (
          <LabeledControl key={rounds} layout="around" label={rounds === 1 ? TEXT.roundsOnce : TEXT.roundsTwice} className="flex min-h-11 items-center gap-3 text-sm leading-5 font-normal">
            <input type="radio" name="season-rounds" className="size-5 accent-primary" checked={values.rounds === rounds} onChange={() => set({ rounds })} />
          </LabeledControl>
        ))}
      </fieldset>
    </div>
  );
}

function TeamBlackouts({ values, set, teams }: Omit<StepProps, 'errors'> & { teams: readonly TeamDto[] }) {
  const [teamId, setTeamId] = useState('');
  const [date, setDate] = useState('');
  const nameOf = (id: number) => teams.find((t) => t.id === id)?.name ?? `#${id}`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{TEXT.teamBlackouts}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <LabeledControl htmlFor="season-blackout-team" label={TEXT.team}>
          <select id="season-blackout-team" value={teamId} onChange={(e) => setTeamId(e.target.value)} className="h-10 w-44 rounded-md border border-input bg-card px-3 text-sm">
            <option value="">{TEXT.none}</option>
            <Options choices={teams.filter((t) => values.teamIds.includes(t.id)).map((t) => ({ value: t.id, label: t.name }))} />
          </select>
        </LabeledControl>
        <LabeledControl htmlFor="season-blackout-team-date" label={TEXT.date}>
          <Input id="season-blackout-team-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} className="w-44" />
        </LabeledControl>
        <Button
          type="button"
          variant="outline"
          disabled={!teamId || !date}
          onClick={() => {
            set({ teamBlackouts: [...values.teamBlackouts.filter((b) => !(b.teamId === Number(teamId) && b.date === date)), { teamId: Number(teamId), date }] });
            setDate('');
          }}
        >
          {TEXT.add}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={TEXT.teamBlackouts}>
        {values.teamBlackouts.map((b) => {
          const label = `${nameOf(b.teamId)}: ${readableCalendarDate(b.date)}`;
          return (
            <li key={`${b.teamId} ${b.date}`} className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-0.5 pl-3 text-sm">
              {label}
              <Button type="button" variant="ghost" size="icon" className="size-9 rounded-full" aria-label={TEXT.remove(label)} onClick={() => set({ teamBlackouts: values.teamBlackouts.filter((x) => x !== b) })}>
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

type Span = { startDate: string; endDate: string };
type SpanProps = { idPrefix: string; values: Span; set: (change: Partial<Span>) => void; errors: Partial<Record<keyof Span, string>>; labels: { start: string; end: string; endHint: string } };

// A start date and an optional end date (the builder's season, a rainout's reschedule, issue 38).
export function StartEndDates({ idPrefix, values, set, errors, labels }: SpanProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabeledControl htmlFor={`${idPrefix}-start`} error={errors.startDate} label={labels.start} required>
        <Input id={`${idPrefix}-start`} type="date" value={values.startDate} onChange={(e) => set({ startDate: e.target.value })} />
      </LabeledControl>
      <LabeledControl htmlFor={`${idPrefix}-end`} error={errors.endDate} label={labels.end} hint={labels.endHint}>
        <Input id={`${idPrefix}-end`} type="date" value={values.endDate} onChange={(e) => set({ endDate: e.target.value })} />
      </LabeledControl>
    </div>
  );
}

export function DatesStep({ values, set, teams, errors }: StepProps & { teams: readonly TeamDto[] }) {
  return (
    <div className="space-y-4">
      <StartEndDates idPrefix="season" values={values} set={set} errors={errors} labels={{ start: TEXT.startDate, end: TEXT.endDate, endHint: TEXT.endDateHint }} />
      <DateList id="season-blackout" label={TEXT.blackoutDates} dates={values.blackoutDates} onChange={(blackoutDates) => set({ blackoutDates })} />
      <FieldErrorText id="season-blackout-error" error={errors.blackoutDates} />
      <TeamBlackouts values={values} set={set} teams={teams} />
      <FieldErrorText id="season-team-blackout-error" error={errors.teamBlackouts} />
    </div>
  );
}

type SlotKeys = 'weekdays' | 'times' | 'fieldIds';
type SlotProps = { values: Pick<SeasonValues, SlotKeys>; set: (change: Partial<Pick<SeasonValues, SlotKeys>>) => void; errors: Pick<SeasonErrors, SlotKeys>; fields: readonly FieldDto[]; idPrefix?: string; fieldsLegend?: string };

// The slot form: game days, kickoff times, fields (the builder's step, and a rainout's reschedule, issue 38).
export function FieldsStep({ values, set, fields, errors, idPrefix = 'season', fieldsLegend = TEXT.fields }: SlotProps) {
  return (
    <div className="space-y-4">
      <CheckList idPrefix={`${idPrefix}-weekday`} legend={TEXT.weekdays} items={TEXT.weekdayNames.map((label, id) => ({ id, label }))} checked={values.weekdays} onChange={(weekdays) => set({ weekdays })} error={errors.weekdays} />
      <LabeledControl htmlFor={`${idPrefix}-times`} error={errors.times} label={TEXT.times} hint={TEXT.timesHint}>
        <Input id={`${idPrefix}-times`} value={values.times} onChange={(e) => set({ times: e.target.value })} />
      </LabeledControl>
      {fields.length === 0 ? <p className="text-sm text-destructive">{TEXT.noFields}</p> : <CheckList idPrefix={`${idPrefix}-field`} legend={fieldsLegend} items={fields.map((f) => ({ id: f.id, label: f.name }))} checked={values.fieldIds} onChange={(fieldIds) => set({ fieldIds })} error={errors.fieldIds} />}
    </div>
  );
}

export function RefereesStep({ values, set, referees, unavailable }: StepProps & { referees: readonly ManagedUserDto[]; unavailable: Map<number, string[]> }) {
  const officials = referees.filter(isReferee);
  if (officials.length === 0) return <p className="text-sm text-muted-foreground">{TEXT.noReferees}</p>;
  return (
    <div className="space-y-3">
      <LabeledControl layout="after" htmlFor="season-assign-referees" label={TEXT.assignReferees} className="flex min-h-11 items-center gap-3">
        <Checkbox id="season-assign-referees" checked={values.assignReferees} onCheckedChange={(on) => set({ assignReferees: on === true })} />
      </LabeledControl>
      <ul className="divide-y rounded-lg border">
        {officials.map((r) => {
          const dates = unavailable.get(r.id) ?? [];
          return (
            <li key={r.id} className="p-3 text-sm">
              <p className="font-semibold">{[r.firstName, r.lastName].filter(Boolean).join(' ') || r.username}</p>
              <p className="text-muted-foreground">{dates.length > 0 ? TEXT.unavailable(dates.map(readableCalendarDate).join('; ')) : TEXT.availableAll}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

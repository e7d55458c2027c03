import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FIELD_CONDITIONS, INCIDENT_KINDS, REPORT_LIMITS } from '@common/crews/report';
import type { CrewMemberDto, ReportBody } from '@common/schemas/crews';
import { Button, SubmitButton } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Select } from '@client/components/ui/select';
import { ChoiceButtons, ToggleButton } from '@client/components/ui/choice-buttons';
import { bodyOf, NEW_INCIDENT, toggled, type IncidentDraft, type ReportDraft } from './report-draft';
import { REPORT_TEXT as TEXT } from './texts';

const SCORES = [0, 1, 2, 3, 4, 5].map((score) => ({ value: score, label: String(score) }));
const CONDITIONS = FIELD_CONDITIONS.map((condition) => ({ value: condition, label: TEXT.condition[condition] }));
const TEXTAREA =
  'flex min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30';

function IncidentFields({ n, incident, names, onChange, onRemove }: { n: number; incident: IncidentDraft; names: Record<'home' | 'away', string>; onChange: (next: IncidentDraft) => void; onRemove: () => void }) {
  const id = `incident-${n}`;
  return (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">{TEXT.incident(n)}</legend>
      <div className="grid grid-cols-[1fr_5rem] gap-2">
        <LabeledControl htmlFor={`${id}-team`} label={TEXT.team}>
          <Select id={`${id}-team`} value={incident.team ?? ''} onChange={(event) => onChange({ ...incident, team: event.currentTarget.value === '' ? null : (event.currentTarget.value as 'home' | 'away') })}>
            <option value="home">{names.home}</option>
            <option value="away">{names.away}</option>
            <option value="">{TEXT.noTeam}</option>
          </Select>
        </LabeledControl>
        <LabeledControl htmlFor={`${id}-jersey`} label={TEXT.jersey}>
          <Input id={`${id}-jersey`} inputMode="numeric" maxLength={REPORT_LIMITS.jersey.max} value={incident.jersey} onChange={(event) => onChange({ ...incident, jersey: event.currentTarget.value })} />
        </LabeledControl>
      </div>
      <LabeledControl htmlFor={`${id}-kind`} label={TEXT.kind}>
        <Select id={`${id}-kind`} value={incident.kind} onChange={(event) => onChange({ ...incident, kind: event.currentTarget.value as IncidentDraft['kind'] })}>
          {INCIDENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TEXT.kinds[kind]}
            </option>
          ))}
        </Select>
      </LabeledControl>
      <LabeledControl htmlFor={`${id}-note`} label={TEXT.note}>
        <textarea id={`${id}-note`} rows={2} maxLength={REPORT_LIMITS.note.max} value={incident.note} onChange={(event) => onChange({ ...incident, note: event.currentTarget.value })} className={TEXTAREA} />
      </LabeledControl>
      <Button variant="ghost" size="sm" className="text-destructive" onClick={onRemove}>
        <Trash2 aria-hidden />
        {TEXT.removeIncident(n)}
      </Button>
    </fieldset>
  );
}

// Issue 48: the report at the final whistle, one hand at 390x844. With its defaults (no score, the
// field good, nobody missing, no incident) it takes one tap per team and Submit.
export function ReportForm({
  initial,
  names,
  crew,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ReportDraft;
  names: Record<'home' | 'away', string>;
  // the other positions' officials, each a possible no-show
  crew: CrewMemberDto[];
  pending: boolean;
  submitLabel: string;
  onSubmit: (body: ReportBody) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const result = bodyOf(draft);
  const unrated = tried ? result.unrated : [];
  const others = crew.filter((member) => member.position !== 'referee' && member.refereeId !== null);
  const setIncident = (index: number, next: IncidentDraft | null) =>
    set({ incidents: next === null ? draft.incidents.filter((_, i) => i !== index) : draft.incidents.map((incident, i) => (i === index ? next : incident)) });

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (result.body) onSubmit(result.body);
      }}
    >
      {(['home', 'away'] as const).map((side) => (
        <ChoiceButtons
          key={side}
          legend={TEXT.sportsmanship(names[side])}
          hint={side === 'home' ? TEXT.scale : undefined}
          name={`sportsmanship-${side}`}
          value={draft[side]}
          options={SCORES}
          columns="grid-cols-6"
          invalid={unrated.includes(side) ? TEXT.rateTeam(names[side]) : undefined}
          onChange={(score) => set({ [side]: score })}
        />
      ))}
      <ChoiceButtons
        legend={TEXT.fieldCondition}
        name="field-condition"
        value={draft.fieldCondition}
        options={CONDITIONS}
        columns="grid-cols-3"
        onChange={(fieldCondition) => set({ fieldCondition })}
      />
      {others.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-base font-semibold">{TEXT.noShows}</legend>
          <p className="text-sm text-muted-foreground">{TEXT.noShowsHint}</p>
          <div className="grid gap-2">
            {others.map((member) => (
              <ToggleButton
                key={member.position}
                label={TEXT.positionOf(TEXT.position[member.position], member.refereeName)}
                checked={draft.noShows.includes(member.position)}
                onChange={() => set({ noShows: toggled(draft.noShows, member.position) })}
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      <section aria-labelledby="report-incidents" className="space-y-3">
        <div>
          <h3 id="report-incidents" className="text-base font-semibold">
            {TEXT.incidents}
          </h3>
          <p className="text-sm text-muted-foreground">{TEXT.incidentsHint}</p>
        </div>
        {draft.incidents.map((incident, index) => (
          <IncidentFields key={index} n={index + 1} incident={incident} names={names} onChange={(next) => setIncident(index, next)} onRemove={() => setIncident(index, null)} />
        ))}
        {draft.incidents.length < REPORT_LIMITS.incidents.max ? (
          <Button variant="outline" className="h-12 w-full" onClick={() => set({ incidents: [...draft.incidents, { ...NEW_INCIDENT, team: 'home' }] })}>
            <Plus aria-hidden />
            {TEXT.addIncident}
          </Button>
        ) : null}
      </section>

      <LabeledControl htmlFor="report-private-note" label={TEXT.privateNote} hint={TEXT.privateNoteHint}>
        <textarea id="report-private-note" rows={3} maxLength={REPORT_LIMITS.privateNote.max} value={draft.privateNote} onChange={(event) => set({ privateNote: event.currentTarget.value })} className={TEXTAREA} />
      </LabeledControl>

      <div className="flex gap-2">
        {onCancel ? (
          <Button variant="outline" size="lg" className="h-14 flex-1" onClick={onCancel}>
            {TEXT.cancelEdit}
          </Button>
        ) : null}
        <SubmitButton size="lg" className="h-14 flex-[2] text-lg" label={submitLabel} pending={pending} pendingLabel={TEXT.submitting} />
      </div>
    </form>
  );
}

import { type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MERCY_FROM, RULES_LIMITS, RULES_PRESETS, type RulesField, type RulesProfile } from '@common/game-rules/rules-profile';
import type { DivisionDto } from '@common/schemas/divisions';
import type { LeagueDto } from '@common/schemas/league';
import type { DivisionRulesDto } from '@common/schemas/rules';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Options, Select } from '@client/components/ui/select';
import { invalidateGames } from '@client/lib/game-lists';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { showInvalid } from '@client/lib/form-errors';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { divisionBody, type InputKey, leagueBody, type PresetChoice, type Refusal, rulesInput, type RulesInput, withChange, withCrewSize, withOwn, withPreset } from './rules-form';
import { RULES_PROFILE_TEXT as TEXT } from './texts';

// Issue 37: the admin's rules profile, reached from the dashboard beside Manage Divisions: the
// league's profile, and where the league has divisions each division's overrides of it.

function leagueRulesKey(slug: string): QueryKey {
  return ['/api/leagues', slug, 'rules'];
}

function divisionRulesKey(id: number): QueryKey {
  return ['/api/divisions', id, 'rules'];
}

// A division's answer holds its league's values, and a scheduled game plays by the profile of the moment.
function invalidateRules(slug: string) {
  return (queryClient: QueryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leagueRulesKey(slug) }),
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === '/api/divisions' && queryKey[2] === 'rules' }),
      invalidateGames(queryClient),
    ]);
}

export function RulesProfileDialog({ league, divisions, onClose }: { league: LeagueDto; divisions: readonly DivisionDto[]; onClose: () => void }) {
  const [scope, setScope] = useState('');
  const divisionId = scope === '' ? null : Number(scope);
  const leagueRules = useQuery<RulesProfile>({ queryKey: leagueRulesKey(league.slug) });
  const divisionRules = useQuery<DivisionRulesDto>({ queryKey: divisionRulesKey(divisionId ?? 0), enabled: divisionId !== null });
  const loaded = divisionId === null ? leagueRules : divisionRules;

  return (
    <TitledDialog title={TEXT.title} description={TEXT.description} onClose={onClose} className="sm:max-w-2xl">
      {divisions.length > 0 ? (
        <LabeledControl htmlFor="rules-scope" label={TEXT.scope}>
          <Select id="rules-scope" value={scope} onChange={(event) => setScope(event.target.value)}>
            <option value="">{TEXT.leagueScope}</option>
            <Options choices={divisions.map((division) => ({ value: division.id, label: TEXT.divisionScope(division.name) }))} />
          </Select>
        </LabeledControl>
      ) : null}
      {loaded.isError || leagueRules.isError ? (
        <ErrorNotice title={TEXT.fetchFailed}>{TEXT.reloadHint}</ErrorNotice>
      ) : !leagueRules.data || !loaded.data ? (
        <LoadingNotice label={TEXT.loading} className="min-h-24" />
      ) : (
        // a fresh form for each scope and for each answer (after a save, the values saved)
        <RulesForm
          key={`${scope}:${JSON.stringify(loaded.data)}`}
          slug={league.slug}
          league={leagueRules.data}
          division={divisionId === null ? null : { id: divisionId, rules: divisionRules.data! }}
          onClose={onClose}
        />
      )}
    </TitledDialog>
  );
}

type FormProps = { slug: string; league: RulesProfile; division: { id: number; rules: DivisionRulesDto } | null; onClose: () => void };

function RulesForm({ slug, league, division, onClose }: FormProps) {
  const initial = division ? rulesInput(division.rules, division.rules.overrides) : rulesInput(league, null);
  const [input, setInput] = useState<RulesInput>(initial);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const queryClient = useQueryClient();
  const save = useApiMutation<Record<string, unknown>, RulesProfile>({
    mutationFn: (body) => apiJson<RulesProfile>('PATCH', division ? `/api/divisions/${division.id}/rules` : `/api/leagues/${slug}/rules`, body),
    failureTitle: TEXT.saveFailed,
    success: () => ({ title: TEXT.saved }),
    onSuccess: (saved) => queryClient.setQueryData(division ? divisionRulesKey(division.id) : leagueRulesKey(slug), saved),
    invalidate: invalidateRules(slug),
  });
  const change = (next: RulesInput) => {
    setRefusal(null);
    setInput(next);
  };
  const set = (values: Partial<Omit<RulesInput, 'preset' | 'own'>>) => change(withChange(input, values));
  const dirty = JSON.stringify(input) !== JSON.stringify(initial);

  function submit(event: { preventDefault: () => void }): void {
    event.preventDefault();
    const checked = division ? divisionBody(input, division.rules.overrides) : leagueBody(input);
    if (checked.refusal) {
      setRefusal(checked.refusal);
      return showInvalid(checked.refusal.toast);
    }
    save.mutate(checked.body);
  }

  // what each input shows and does; disabled while the division leaves its field to the league
  const errorOf = (key: InputKey) => (refusal?.input === key ? refusal.message : undefined);
  const number = (key: 'mercyPoints' | 'forfeitWinner' | 'forfeitLoser' | 'playClock' | 'rushes', field: RulesField, limits: { min: number; max: number }, optional: boolean) => (
    <LabeledControl htmlFor={`rules-${key}`} label={TEXT.inputLabel[key]} error={errorOf(key)} hint={optional ? TEXT.blankIsNone : undefined}>
      <Input
        id={`rules-${key}`}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        disabled={!input.own[field]}
        value={input[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </LabeledControl>
  );
  const check = (key: 'mercyAutoEnd' | 'twoMinuteWarning', field: RulesField) => (
    <CheckRow id={`rules-${key}`} label={TEXT.inputLabel[key]} checked={input[key]} disabled={!input.own[field]} onChange={(checked) => set({ [key]: checked })} />
  );
  const group = (field: RulesField, children: ReactNode) => (
    <fieldset className="space-y-3 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{TEXT.groups[field]}</legend>
      {division ? (
        <CheckRow id={`rules-own-${field}`} label={TEXT.own(TEXT.groups[field])} hint={input.own[field] ? undefined : TEXT.asLeague} checked={input.own[field]} onChange={(own) => change(withOwn(input, field, own, league))} />
      ) : null}
      {children}
    </fieldset>
  );
  const presets: PresetChoice[] = division ? ['league', ...RULES_PRESETS] : [...RULES_PRESETS];

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={TEXT.title}>
      <LabeledControl htmlFor="rules-preset" label={TEXT.preset} hint={TEXT.presetHint}>
        <Select id="rules-preset" value={input.preset} onChange={(event) => change(withPreset(input, event.target.value as PresetChoice, league))}>
          <Options choices={presets.map((preset) => ({ value: preset, label: TEXT.presets[preset] }))} />
        </Select>
      </LabeledControl>
      <div className="grid gap-4 sm:grid-cols-2">
        {group(
          'mercy',
          <>
            {number('mercyPoints', 'mercy', RULES_LIMITS.mercy, true)}
            <LabeledControl htmlFor="rules-mercyFrom" label={TEXT.inputLabel.mercyFrom}>
              <Select id="rules-mercyFrom" value={input.mercyFrom} disabled={!input.own.mercy} onChange={(event) => set({ mercyFrom: event.target.value as RulesInput['mercyFrom'] })}>
                <Options choices={MERCY_FROM.map((from) => ({ value: from, label: TEXT.mercyFrom[from] }))} />
              </Select>
            </LabeledControl>
            {check('mercyAutoEnd', 'mercy')}
          </>,
        )}
        <div className="space-y-4">
          {group('twoMinuteWarning', check('twoMinuteWarning', 'twoMinuteWarning'))}
          {group('playClockSeconds', number('playClock', 'playClockSeconds', RULES_LIMITS.playClock, true))}
        </div>
        {group(
          'forfeit',
          <div className="grid grid-cols-2 gap-3">
            {number('forfeitWinner', 'forfeit', RULES_LIMITS.forfeit, false)}
            {number('forfeitLoser', 'forfeit', RULES_LIMITS.forfeit, false)}
          </div>,
        )}
        {group('rushesPerSeries', number('rushes', 'rushesPerSeries', RULES_LIMITS.rushes, true))}
        {group(
          'crewSize',
          <LabeledControl htmlFor="rules-crewSize" label={TEXT.inputLabel.crewSize} hint={TEXT.crewSizeHint} error={errorOf('crewSize')}>
            <Select id="rules-crewSize" value={input.crewSize} disabled={!input.own.crewSize} onChange={(event) => change(withCrewSize(input, event.target.value))}>
              <Options choices={Object.entries(TEXT.crewSizes).map(([value, label]) => ({ value, label }))} />
            </Select>
          </LabeledControl>,
        )}
      </div>
      <FormDialogFooter cancel={TEXT.cancel} onCancel={onClose} submit={TEXT.save} pending={save.isPending} pendingLabel={TEXT.saving} disabled={!dirty} />
    </form>
  );
}

// A yes/no input with its label beside it (and a hint under the label).
function CheckRow({ id, label, hint, checked, disabled = false, onChange }: { id: string; label: string; hint?: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <LabeledControl htmlFor={id} layout="after" label={label} hint={hint} className="flex items-start gap-3" labelBoxClassName="space-y-0.5">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} className="mt-0.5" />
    </LabeledControl>
  );
}

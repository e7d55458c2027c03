import { Copy, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { EMBED_THEMES, EMBED_WIDGETS, embedSnippet, type EmbedTheme, type EmbedWidget } from '@common/embeds/embeds';
import type { BracketListItemDto } from '@common/schemas/brackets';
import type { DivisionDto } from '@common/schemas/divisions';
import type { LeagueDto } from '@common/schemas/league';
import type { TeamDto } from '@common/schemas/teams';
import { Button } from '@client/components/ui/button';
import { ChoiceButtons } from '@client/components/ui/choice-buttons';
import { TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { DivisionOptions, Options, Select } from '@client/components/ui/select';
import { copyToClipboard } from '@client/lib/clipboard';
import { useToastedQuery } from '@client/lib/failure-toast';
import { bracketsKey } from '@client/features/playoffs/use-bracket';
import { changeEmbedValues, EMBED_FILTERS, embedChoice, FIRST_EMBED_VALUES, teamChoices, type EmbedCodeValues } from './embed-code';
import { EmbedPreview } from './embed-preview';
import { EMBEDS_TEXT as T } from './texts';

type EmbedCodeDialogProps = {
  league: LeagueDto;
  divisions: readonly DivisionDto[];
  teams: readonly TeamDto[];
  onClose: () => void;
  // League Settings, at its allowed sites
  onChangeSites: () => void;
};

const WIDGET_CHOICES = EMBED_WIDGETS.map((widget) => ({ value: widget, label: T.widgets[widget] }));
const THEME_CHOICES = EMBED_THEMES.map((theme) => ({ value: theme, label: T.themes[theme] }));

// Issue 50 (decision 086): the admin picks a widget and its filters, sees the embed live, and copies
// the code his site's page takes; the league's allowed sites are named, with the way to change them.
export function EmbedCodeDialog({ league, divisions, teams, onClose, onChangeSites }: EmbedCodeDialogProps) {
  const [values, setValues] = useState<EmbedCodeValues>(FIRST_EMBED_VALUES);
  const filters = EMBED_FILTERS[values.widget];
  const brackets = useToastedQuery<BracketListItemDto[]>(T.bracketsFailed, { queryKey: bracketsKey(league.slug), enabled: filters.includes('bracket') });
  // the first bracket until another is chosen
  const bracketId = values.bracketId || (brackets.data?.[0] ? String(brackets.data[0].id) : '');
  const choice = embedChoice(league.slug, { ...values, bracketId });
  const set = (change: Partial<EmbedCodeValues>) => setValues((held) => changeEmbedValues(held, change, teams));
  const errors = choice.ok ? {} : choice.errors;

  return (
    <TitledDialog title={T.title} description={T.description} onClose={onClose} className="sm:max-w-5xl">
      <div className="grid gap-6 md:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
        <div className="space-y-4">
          <ChoiceButtons<EmbedWidget> legend={T.widget} name="embed-widget" value={values.widget} options={WIDGET_CHOICES} onChange={(widget) => set({ widget })} columns="grid-cols-2" />
          {filters.includes('bracket') ? <BracketField brackets={brackets.data} value={bracketId} error={brackets.data && brackets.data.length > 0 ? errors.bracketId : undefined} onChange={(id) => set({ bracketId: id })} /> : null}
          {filters.includes('division') && divisions.length > 0 ? (
            <LabeledControl htmlFor="embed-division" label={T.division}>
              <Select id="embed-division" value={values.divisionId} onChange={(event) => set({ divisionId: event.currentTarget.value })}>
                <DivisionOptions divisions={divisions} first={T.allDivisions} />
              </Select>
            </LabeledControl>
          ) : null}
          {filters.includes('team') ? (
            <LabeledControl htmlFor="embed-team" label={T.team} hint={T.teamHint[values.widget]}>
              <Select id="embed-team" value={values.teamId} onChange={(event) => set({ teamId: event.currentTarget.value })}>
                <option value="">{T.allTeams}</option>
                <Options choices={teamChoices(values, teams).map((team) => ({ value: team.id, label: team.name }))} />
              </Select>
            </LabeledControl>
          ) : null}
          {filters.includes('limit') && values.widget !== 'bracket' ? (
            <LabeledControl htmlFor="embed-limit" label={T.limit} hint={T.limitHint[values.widget]} error={errors.limit}>
              <Input id="embed-limit" inputMode="numeric" autoComplete="off" maxLength={3} className="max-w-28" value={values.limit} onChange={(event) => set({ limit: event.currentTarget.value })} />
            </LabeledControl>
          ) : null}
          <ChoiceButtons<EmbedTheme> legend={T.theme} name="embed-theme" value={values.theme} options={THEME_CHOICES} onChange={(theme) => set({ theme })} columns="grid-cols-2" />
        </div>

        <div className="min-w-0 space-y-5">
          <section aria-labelledby="embed-preview-heading" className="space-y-2">
            <h3 id="embed-preview-heading" className="text-base font-semibold">
              {T.previewHeading}
            </h3>
            {choice.ok ? (
              <EmbedPreview path={choice.path} title={T.previewTitle(T.widgets[values.widget])} />
            ) : (
              <p role="status" className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
                {T.fixChoices}
              </p>
            )}
          </section>
          {choice.ok ? <EmbedCode snippet={embedSnippet(window.location.origin, choice.path)} /> : null}
          <AllowedSites origins={league.embedOrigins} onChange={onChangeSites} />
        </div>
      </div>
    </TitledDialog>
  );
}

function BracketField({ brackets, value, error, onChange }: { brackets: readonly BracketListItemDto[] | undefined; value: string; error: string | undefined; onChange: (id: string) => void }) {
  if (!brackets) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {T.loadingBrackets}
      </p>
    );
  }
  if (brackets.length === 0) return <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{T.noBrackets}</p>;
  return (
    <LabeledControl htmlFor="embed-bracket" label={T.bracket} error={error}>
      <Select id="embed-bracket" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <Options choices={brackets.map((bracket) => ({ value: bracket.id, label: bracket.name }))} />
      </Select>
    </LabeledControl>
  );
}

// The code in a read-only box (to copy by hand too) and the copy button with its toast.
function EmbedCode({ snippet }: { snippet: string }) {
  const box = useRef<HTMLTextAreaElement>(null);
  async function copy(): Promise<void> {
    const copied = await copyToClipboard(snippet, { copied: { title: T.copiedTitle, description: T.copiedBody }, failed: { title: T.copyFailedTitle, description: T.copyFailedBody } });
    // the code selected, to copy by hand
    if (!copied) {
      box.current?.focus();
      box.current?.select();
    }
  }
  return (
    <section aria-labelledby="embed-code-heading" className="space-y-2">
      <h3 id="embed-code-heading" className="text-base font-semibold">
        {T.codeHeading}
      </h3>
      <p id="embed-code-how" className="text-sm text-muted-foreground">
        {T.howTo}
      </p>
      <textarea
        ref={box}
        readOnly
        rows={3}
        value={snippet}
        aria-label={T.codeLabel}
        aria-describedby="embed-code-how"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="flex w-full min-w-0 resize-none rounded-md border border-input bg-slate-900 px-3 py-2 font-mono text-xs leading-relaxed break-all text-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button onClick={() => void copy()} className="w-full sm:w-auto">
        <Copy aria-hidden />
        {T.copy}
      </Button>
    </section>
  );
}

// The league's allowed sites (empty: any https site) and the way to League Settings to change them.
function AllowedSites({ origins, onChange }: { origins: readonly string[]; onChange: () => void }) {
  return (
    <section aria-labelledby="embed-sites-heading" className="space-y-2 rounded-lg border bg-muted/40 p-4">
      <h3 id="embed-sites-heading" className="text-sm font-semibold">
        {T.sitesHeading}
      </h3>
      {origins.length === 0 ? (
        <p className="text-sm">{T.anySite}</p>
      ) : (
        <>
          <p className="text-sm">{T.onlySites}</p>
          <ul className="space-y-1 font-mono text-xs break-all">
            {origins.map((origin) => (
              <li key={origin}>{origin}</li>
            ))}
          </ul>
        </>
      )}
      <Button variant="outline" size="sm" onClick={onChange}>
        <Pencil aria-hidden />
        {T.changeSites}
      </Button>
    </section>
  );
}

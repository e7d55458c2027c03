import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { ApiKeyDto } from '@common/schemas/api-keys';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type CreatedWebhookDto, type WebhookDto } from '@common/schemas/webhooks';
import { Checkbox } from '@client/components/ui/checkbox';
import { ChoiceButtons, ToggleButton } from '@client/components/ui/choice-buttons';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { FieldErrorText, LabeledControl } from '@client/components/ui/labeled-control';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { WEBHOOKS_TEXT as T } from './texts';
import { useCreateWebhook, useLeagueList, useUpdateWebhook } from './use-webhooks';
import { NEW_WEBHOOK, toggled, valuesOf, WEBHOOK_LABELS, webhookForm, type LeagueChoice } from './webhook-form';

const LEAGUE_CHOICES: { value: LeagueChoice; label: string }[] = [
  { value: 'all', label: T.leaguesChoice.all },
  { value: 'chosen', label: T.leaguesChoice.chosen },
];

type WebhookDialogProps = {
  apiKey: ApiKeyDto;
  // the webhook to edit; absent: a new one
  webhook?: WebhookDto;
  onClose: () => void;
  onCreated?: (created: CreatedWebhookDto) => void;
};

// Issue 50: Add webhook (POST, answered with the signing secret once) and Edit (PATCH of the same
// fields): the address with its hint, the events as checkboxes, every league or the chosen ones.
export function WebhookDialog({ apiKey, webhook, onClose, onCreated }: WebhookDialogProps) {
  const id = useId();
  const { register, handleSubmit, control, errorOf } = useZodForm(webhookForm, webhook ? valuesOf(webhook) : NEW_WEBHOOK);
  const create = useCreateWebhook(apiKey.id);
  const update = useUpdateWebhook(apiKey.id);
  const leagueChoice = useWatch({ control, name: 'leagues' });
  const pending = create.isPending || update.isPending;

  return (
    <TitledDialog
      title={webhook ? T.editTitle : T.addTitle}
      description={webhook ? T.editDescription : T.addDescription(apiKey.name)}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit(
          (body) =>
            webhook
              ? update.mutate({ webhook, body }, { onSuccess: onClose })
              : create.mutate(body, { onSuccess: (created) => onCreated?.(created) }),
          refusedForm(WEBHOOK_LABELS, webhook ? T.saveFailedTitle : T.addFailedTitle),
        )}
      >
        <LabeledControl htmlFor={`${id}-url`} label={T.urlLabel} required hint={T.urlHint} error={errorOf('url')}>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={WEBHOOK_LIMITS.urlMax}
            placeholder={T.urlPlaceholder}
            readOnly={pending}
            {...register('url')}
          />
        </LabeledControl>

        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <fieldset className="space-y-2" aria-describedby={`${id}-events-hint${errorOf('events') ? ` ${id}-events-error` : ''}`}>
              <legend className="text-base font-semibold">{T.eventsLegend}</legend>
              <p id={`${id}-events-hint`} className="text-sm text-muted-foreground">
                {T.eventsHint}
              </p>
              <div className="grid grid-cols-2 gap-2">
                {WEBHOOK_EVENTS.map((event) => (
                  <ToggleButton key={event} label={T.events[event]} checked={field.value.includes(event)} onChange={(on) => field.onChange(toggled(field.value, event, on))} />
                ))}
              </div>
              <FieldErrorText id={`${id}-events-error`} error={errorOf('events')} />
            </fieldset>
          )}
        />

        <Controller
          control={control}
          name="leagues"
          render={({ field }) => (
            <ChoiceButtons legend={T.leaguesLegend} hint={T.leaguesHint} name={`${id}-leagues`} value={field.value} options={LEAGUE_CHOICES} columns="grid-cols-2" onChange={field.onChange}>
              {leagueChoice === 'chosen' ? (
                <Controller
                  control={control}
                  name="leagueSlugs"
                  render={({ field: slugs }) => <LeagueChecklist id={id} chosen={slugs.value} onChange={slugs.onChange} error={errorOf('leagueSlugs')} />}
                />
              ) : null}
            </ChoiceButtons>
          )}
        />

        <FormDialogFooter cancel={T.cancel} onCancel={onClose} submit={webhook ? T.save : T.add} pending={pending} pendingLabel={webhook ? T.saving : T.adding} />
      </form>
    </TitledDialog>
  );
}

// The leagues to choose from, each a checkbox (a league since deleted stays listed while it is chosen).
function LeagueChecklist({ id, chosen, onChange, error }: { id: string; chosen: string[]; onChange: (slugs: string[]) => void; error: string | undefined }) {
  const leagues = useLeagueList();
  if (leagues.isPending) return <p className="text-sm text-muted-foreground">{T.leaguesLoading}</p>;
  if (leagues.isError) return <p className="text-sm text-destructive">{T.leaguesFailed}</p>;
  const known = new Set(leagues.data.map((league) => league.slug));
  const choices = [...leagues.data.map((league) => ({ slug: league.slug, name: league.name })), ...chosen.filter((slug) => !known.has(slug)).map((slug) => ({ slug, name: slug }))];
  return (
    <div className="space-y-1">
      <ul aria-label={T.leaguesListLabel} className="max-h-56 divide-y overflow-y-auto rounded-md border">
        {choices.map((league) => {
          const boxId = `${id}-league-${league.slug}`;
          return (
            <li key={league.slug} className="px-3">
              <LabeledControl layout="after" htmlFor={boxId} label={league.name} className="flex min-h-11 items-center gap-3" labelClassName="cursor-pointer py-2 leading-snug">
                <Checkbox id={boxId} checked={chosen.includes(league.slug)} onCheckedChange={(on) => onChange(toggled(chosen, league.slug, on === true))} />
              </LabeledControl>
            </li>
          );
        })}
      </ul>
      <FieldErrorText id={`${id}-leagues-error`} error={error} />
    </div>
  );
}

import { useMemo, useState } from 'react';
import { isReferee } from '@common/policies/users';
import type { LeagueDto } from '@common/schemas/league';
import type { SeasonBodyInput, SeasonPreviewDto, SeasonPublishDto } from '@common/schemas/schedule';
import type { FieldDto, TeamDto } from '@common/schemas/teams';
import { useDivisions } from '@client/lib/divisions';
import type { ManagedUserDto } from '@common/schemas/users';
import { Button } from '@client/components/ui/button';
import { DialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { invalidateGames } from '@client/lib/game-lists';
import { useCheckedForm } from '@client/lib/use-checked-form';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { useUnavailableDates } from '@client/features/manage-referees/use-managed-users';
import { apiFetch, apiJson } from '@client/lib/api';
import { checkSeason, seasonDefaults, type SeasonValues } from './season-form';
import { SeasonPreview } from './season-preview';
import { DatesStep, FieldsStep, RefereesStep, TeamsStep } from './season-steps';
import { SEASON_TEXT as TEXT } from './texts';

type Props = { onClose: () => void; league: LeagueDto; teams: readonly TeamDto[]; fields: readonly FieldDto[]; referees: readonly ManagedUserDto[] };

const PREVIEW_STEP = TEXT.steps.length - 1;

// One Idempotency-Key per dialog: a publish retried after a lost answer creates the games once.
async function publish(slug: string, body: SeasonBodyInput, key: string): Promise<SeasonPublishDto> {
  const response = await apiFetch(`/api/leagues/${slug}/schedule/publish`, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
  return (await response.json()) as SeasonPublishDto;
}

// Issue 19 'Build Season': teams and rounds, dates and blackouts, fields and times, referees, then
// the preview; Publish creates the previewed games.
export function SeasonBuilderDialog({ onClose, league, teams, fields, referees }: Props) {
  const [values, setValues] = useState<SeasonValues>(() =>
    seasonDefaults({ teamIds: teams.map((t) => t.id), fieldIds: fields.map((f) => f.id), hasReferees: referees.some(isReferee), now: new Date(), timeZone: league.timezone }),
  );
  const divisions = useDivisions(league.slug).data ?? [];
  const [step, setStep] = useState(0);
  const [confirmOverlap, setConfirmOverlap] = useState(false);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const unavailable = useUnavailableDates();
  const set = (change: Partial<SeasonValues>) => setValues((v) => ({ ...v, ...change }));
  const checked = checkSeason(values);
  const { errors, whenValid } = useCheckedForm(checked);

  const preview = useApiMutation<SeasonBodyInput, SeasonPreviewDto>({
    mutationFn: (body) => apiJson<SeasonPreviewDto>('POST', `/api/leagues/${league.slug}/schedule/preview`, body),
    failureTitle: TEXT.previewFailed,
    invalidate: async () => undefined,
    onSuccess: () => setStep(PREVIEW_STEP),
  });
  const publishing = useApiMutation<SeasonBodyInput, SeasonPublishDto>({
    mutationFn: (body) => publish(league.slug, body, idempotencyKey),
    failureTitle: TEXT.publishFailed,
    success: (result) => ({ title: TEXT.published(result.gamesCreated) }),
    invalidate: invalidateGames,
    onSuccess: onClose,
  });

  function next(): void {
    if (step < PREVIEW_STEP - 1) {
      setStep(step + 1);
      return;
    }
    whenValid(
      (request) => {
        setConfirmOverlap(false);
        preview.mutate(request);
      },
      (refused) => setStep(refused.step),
    );
  }

  const shown = step === PREVIEW_STEP ? preview.data : undefined;
  const blockedByOverlap = (shown?.overlapping.length ?? 0) > 0 && !confirmOverlap;

  return (
    <TitledDialog
      title={TEXT.title}
      description={TEXT.description}
      header={
        <p className="text-sm font-semibold" aria-live="polite">
          {TEXT.stepOf(step + 1, TEXT.steps.length)}: {TEXT.steps[step]}
        </p>
      }
      onClose={onClose}
      className="sm:max-w-3xl"
    >
      {step === 0 ? <TeamsStep values={values} set={set} errors={errors} teams={teams} divisions={divisions} /> : null}
      {step === 1 ? <DatesStep values={values} set={set} errors={errors} teams={teams} /> : null}
      {step === 2 ? <FieldsStep values={values} set={set} errors={errors} fields={fields} /> : null}
      {step === 3 ? <RefereesStep values={values} set={set} errors={errors} referees={referees} unavailable={unavailable} /> : null}
      {shown ? <SeasonPreview preview={shown} teams={teams} referees={referees} timeZone={league.timezone} confirmOverlap={confirmOverlap} onConfirmOverlap={setConfirmOverlap} /> : null}
      <DialogFooter>
        {step === 0 ? (
          <Button variant="outline" onClick={onClose}>
            {TEXT.cancel}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setStep(step - 1)}>
            {TEXT.back}
          </Button>
        )}
        {step < PREVIEW_STEP ? (
          <Button onClick={next} disabled={preview.isPending}>
            {step === PREVIEW_STEP - 1 ? (preview.isPending ? TEXT.previewing : TEXT.preview) : TEXT.next}
          </Button>
        ) : (
          <Button
            disabled={!shown || shown.games.length === 0 || blockedByOverlap || publishing.isPending || !checked.ok}
            onClick={() => checked.ok && publishing.mutate({ ...checked.request, confirmOverlap })}
          >
            {publishing.isPending ? TEXT.publishing : TEXT.publish(shown?.games.length ?? 0)}
          </Button>
        )}
      </DialogFooter>
    </TitledDialog>
  );
}

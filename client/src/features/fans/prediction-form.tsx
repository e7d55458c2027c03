import { sideColor, sideName } from '@common/brackets/sides';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { PredictionDto } from '@common/schemas/fans';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { SubmitButton } from '@client/components/ui/button';
import { TitledCard } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Options, Select } from '@client/components/ui/select';
import { Slider } from '@client/components/ui/slider';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { useSubmitPrediction } from './fan-data';
import { predictionForm, predictionFormValues, type PredictionRequest } from './fan-view';
import { FAN_TEXT } from './texts';

type PredictionFormProps = {
  slug: string;
  games: PublicGameDto[];
  predictions: readonly PredictionDto[];
  initialGameId: number | null;
  timeZone: string;
};

type Team = { id: number; name: string; color: string; side: string };

function teamsOf(game: PublicGameDto | undefined): Team[] {
  if (!game) return [];
  return [
    { id: game.homeTeamId, name: sideName(game, 'home'), color: sideColor(game, 'home'), side: FAN_TEXT.home },
    { id: game.awayTeamId, name: sideName(game, 'away'), color: sideColor(game, 'away'), side: FAN_TEXT.away },
  ].flatMap(({ id, ...team }) => (id === null ? [] : [{ id, ...team }]));
}

// Spec 2.11 and 5: game, winner (one of its two teams), confidence 1-100 (default 50) and the
// predicted score; one prediction per game, replaced by submitting again until kickoff.
export function PredictionForm({ slug, games, predictions, initialGameId, timeZone }: PredictionFormProps) {
  const id = useId();
  const existingFor = (gameId: number | null) => (gameId === null ? undefined : predictions.find((p) => p.gameId === gameId));
  const startGameId = initialGameId !== null && games.some((g) => g.id === initialGameId) ? initialGameId : null;
  const { register, handleSubmit, control, reset } = useZodForm(predictionForm, predictionFormValues(startGameId, existingFor(startGameId)));
  const chosenGameId = useWatch({ control, name: 'gameId' });
  const game = games.find((g) => String(g.id) === chosenGameId);
  const teams = teamsOf(game);
  const hasPrediction = game ? existingFor(game.id) !== undefined : false;

  const describe = (request: PredictionRequest) => {
    const winner = teams.find((t) => t.id === request.predictedWinnerId)?.name ?? '';
    return FAN_TEXT.submittedBody(winner, request.predictedScore.home, request.predictedScore.away);
  };
  const submit = useSubmitPrediction(slug, describe, () => reset(predictionFormValues(null)));


  return (
    <TitledCard title={FAN_TEXT.formHeading} description={FAN_TEXT.formDescription}>
      <form className="space-y-5" onSubmit={(event) => void handleSubmit((request) => submit.mutate(request), refusedForm({}, FAN_TEXT.predictionFailed))(event)} noValidate aria-label={FAN_TEXT.formHeading}>
        <LabeledControl htmlFor={`${id}-game`} label={FAN_TEXT.gameLabel} required hint={hasPrediction ? FAN_TEXT.alreadyPredicted : undefined}>
          <Select
            id={`${id}-game`}
            {...register('gameId', {
              onChange: (event: { target: { value: string } }) => {
                const gameId = event.target.value ? Number(event.target.value) : null;
                reset(predictionFormValues(gameId, existingFor(gameId)));
              },
            })}
          >
            <option value="">{FAN_TEXT.chooseGame}</option>
            <Options choices={games.map((g) => ({ value: String(g.id), label: `${sideName(g, 'home')} ${FAN_TEXT.versus} ${sideName(g, 'away')} · ${formatLeagueDateTime(g.scheduledDate, timeZone)}` }))} />
          </Select>
        </LabeledControl>

        <fieldset className="space-y-2" disabled={!game}>
          <legend className="text-sm leading-none font-medium">
            {FAN_TEXT.winnerLabel}
            <span aria-hidden className="ml-0.5 text-destructive">
              *
            </span>
          </legend>
          {/* One team per row on phones, so long names show in full. */}
          <div className="grid gap-2 sm:grid-cols-2">
            {(teams.length > 0 ? teams : [null, null]).map((team, index) =>
              team ? (
                <LabeledControl
                  key={team.id}
                  layout="around"
                  className="flex min-h-14 min-w-0 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 py-2 text-sm leading-5 font-normal transition-colors has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring/40"
                  label={
                    <>
                      <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: team.color }} aria-hidden />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold" title={team.name}>
                          {team.name}
                        </span>
                        <span className="block text-xs text-muted-foreground">{team.side}</span>
                      </span>
                    </>
                  }
                >
                  <input type="radio" value={String(team.id)} {...register('winnerId')} className="size-4 shrink-0 accent-primary outline-none" />
                </LabeledControl>
              ) : (
                <div key={index} className="flex min-h-14 items-center rounded-md border border-dashed px-3 text-sm text-muted-foreground">
                  {index === 0 ? FAN_TEXT.home : FAN_TEXT.away}
                </div>
              ),
            )}
          </div>
        </fieldset>

        <Controller
          control={control}
          name="confidence"
          render={({ field }) => (
            <LabeledControl
              htmlFor={`${id}-confidence`}
              label={FAN_TEXT.confidenceLabel}
              className="min-w-auto space-y-3"
              labelAside={
                <span className="rounded-md bg-accent px-2 py-0.5 text-sm font-bold text-accent-foreground tabular-nums" aria-hidden>
                  {FAN_TEXT.confidenceValue(field.value)}
                </span>
              }
            >
              <Slider
                id={`${id}-confidence`}
                name={field.name}
                min={1}
                max={100}
                step={1}
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                aria-valuetext={FAN_TEXT.confidenceValue(field.value)}
              />
            </LabeledControl>
          )}
        />

        <fieldset className="space-y-2">
          <legend className="text-sm leading-none font-medium">{FAN_TEXT.predictedScoreLabel}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['homeScore', 'awayScore'] as const).map((name, index) => {
              const team = teams[index];
              const label = FAN_TEXT.scoreLabel(team?.name ?? (index === 0 ? FAN_TEXT.home : FAN_TEXT.away));
              return (
                <LabeledControl key={name} htmlFor={`${id}-${name}`} label={label} labelTitle={label} className="space-y-1.5" labelClassName="block truncate text-xs leading-4 font-normal text-muted-foreground">
                  <Input id={`${id}-${name}`} type="number" inputMode="numeric" min={0} step={1} placeholder="0" className="text-center text-lg font-bold tabular-nums md:text-lg" {...register(name)} />
                </LabeledControl>
              );
            })}
          </div>
          <p className="text-xs text-muted-foreground">{FAN_TEXT.scoreHint}</p>
        </fieldset>

        <SubmitButton size="lg" className="w-full" icon={<Send aria-hidden />} label={FAN_TEXT.submitPrediction} pending={submit.isPending} pendingLabel={FAN_TEXT.submitting} />
      </form>
    </TitledCard>
  );
}

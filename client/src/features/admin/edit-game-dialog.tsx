import { sideName } from '@common/brackets/sides';
import { useMemo, useState } from 'react';
import { GAME_STATUSES } from '@common/constants';
import { mayReadGameHistory } from '@common/policies/games';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { FieldDto, TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { apiJson } from '@client/lib/api';
import { errorStatus, gameErrorBody } from '@client/lib/api-errors';
import { invalidateGames } from '@client/lib/game-lists';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { useCurrentUser } from '@client/lib/use-current-user';
import { CrewTab } from '@client/features/crew-admin/crew-tab';
import { CREW_ADMIN_TEXT } from '@client/features/crew-admin/texts';
import { CheckinTab } from '@client/features/checkin/checkin-tab';
import { CHECKIN_TEXT } from '@client/features/checkin/texts';
import { ChoiceSelect, fieldChoices, refereeChoices } from './form-parts';
import { editGameForm, editGameValues, type EditGameRequest } from './game-form';
import { historyNames } from './game-history';
import { GameHistoryTab } from './game-history-tab';
import { timezoneLabel } from './league-form';
import { DoubleBookingNote } from './double-booking-note';
import { ADMIN_TEXT } from './texts';

const F = ADMIN_TEXT.gameFields;

// A stale-version 409 carries the current game (GameErrorBody); the form shows it to edit again.
function currentGameOf(error: unknown): GameDto | null {
  return errorStatus(error) === 409 ? (gameErrorBody(error)?.game ?? null) : null;
}

type EditGameDialogProps = {
  game: GameDto;
  onClose: () => void;
  league: LeagueDto;
  fields: readonly FieldDto[];
  referees: readonly ManagedUserDto[];
  // the league's teams, to name a team a change of the History tab names (issue 46)
  teams?: readonly TeamDto[];
};

// Spec 2.4/4/7 Edit Game: date, field, referee, any of the four statuses and the scores; it sends
// only what changed, with the version read (a stale one answers 409 and the form reloads).
export function EditGameDialog({ game, onClose, league, fields, referees, teams = [] }: EditGameDialogProps) {
  const [base, setBase] = useState(game);
  const { data: user } = useCurrentUser();
  const form = useMemo(() => editGameForm(base, league.timezone), [base, league.timezone]);
  const { register, handleSubmit, reset, errorOf } = useZodForm(form, editGameValues(game, league.timezone));
  const update = useApiMutation<EditGameRequest, GameDto>({
    mutationFn: (body) => apiJson<GameDto>('PATCH', `/api/games/${base.id}/state`, body),
    failureTitle: ADMIN_TEXT.updateGameFailed,
    success: () => ({ title: ADMIN_TEXT.gameUpdated }),
    invalidate: invalidateGames,
    onSuccess: onClose,
  });

  function submit(request: EditGameRequest): void {
    update.mutate(request, {
      onError: (error) => {
        const current = currentGameOf(error);
        if (current) {
          setBase(current);
          reset(editGameValues(current, league.timezone));
        }
      },
    });
  }

  const refused = refusedForm(F);

  // The game's field and referee stay offered even when they are not (or no longer) the league's.
  const fieldsOfGame = fieldChoices(fields);
  if (base.field && !fields.some((f) => f.name === base.field)) fieldsOfGame.unshift({ value: base.field, label: base.field });
  const refereesOfGame = refereeChoices(referees);
  if (base.refereeId !== null && !referees.some((r) => r.id === base.refereeId)) {
    refereesOfGame.unshift({ value: base.refereeId, label: [base.referee?.firstName, base.referee?.lastName].filter(Boolean).join(' ') || `#${base.refereeId}` });
  }

  const details = (
    <form onSubmit={handleSubmit(submit, refused)} className="space-y-4" noValidate>
      <LabeledControl htmlFor="edit-date" error={errorOf('scheduledDate')} label={F.dateTime} required hint={ADMIN_TEXT.timeZoneNote(timezoneLabel(league.timezone))}>
        <Input id="edit-date" type="datetime-local" {...register('scheduledDate')} />
      </LabeledControl>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledControl htmlFor="edit-field" error={errorOf('field')} label={F.field}>
          <ChoiceSelect id="edit-field" field={register('field')} choices={fieldsOfGame} none={ADMIN_TEXT.noFieldOption} />
          <DoubleBookingNote id="edit-field-clash" error={update.error} />
        </LabeledControl>
        <LabeledControl htmlFor="edit-referee" error={errorOf('refereeId')} label={F.referee}>
          <ChoiceSelect id="edit-referee" field={register('refereeId')} choices={refereesOfGame} none={ADMIN_TEXT.noRefereeOption} />
        </LabeledControl>
      </div>
      <LabeledControl htmlFor="edit-status" error={errorOf('status')} label={F.status}>
        <ChoiceSelect id="edit-status" field={register('status')} choices={GAME_STATUSES.map((status) => ({ value: status, label: ADMIN_TEXT.gameStatus[status] }))} />
      </LabeledControl>
      <div className="grid grid-cols-2 gap-4">
        <LabeledControl htmlFor="edit-home-score" error={errorOf('homeScore')} label={F.homeScore} hint={<span className="block truncate">{sideName(base, 'home')}</span>}>
          <Input id="edit-home-score" type="number" inputMode="numeric" min={0} {...register('homeScore')} />
        </LabeledControl>
        <LabeledControl htmlFor="edit-away-score" error={errorOf('awayScore')} label={F.awayScore} hint={<span className="block truncate">{sideName(base, 'away')}</span>}>
          <Input id="edit-away-score" type="number" inputMode="numeric" min={0} {...register('awayScore')} />
        </LabeledControl>
      </div>
      <FormDialogFooter cancel={ADMIN_TEXT.cancel} onCancel={onClose} submit={ADMIN_TEXT.saveChanges} pending={update.isPending} pendingLabel={ADMIN_TEXT.saving} />
    </form>
  );

  // issue 46: the game's timeline beside its form, to whom the server shows it; issue 48: its crew
  // (the admin's alone, as this dialog is)
  return (
    <TitledDialog title={ADMIN_TEXT.editGameTitle} description={ADMIN_TEXT.editGameDescription(sideName(base, 'home'), sideName(base, 'away'))} onClose={onClose} className="sm:max-w-lg">
      <Tabs defaultValue="details">
        <TabsList className="w-full">
          <TabsTrigger value="details">{ADMIN_TEXT.gameHistory.detailsTab}</TabsTrigger>
          <TabsTrigger value="crew">{CREW_ADMIN_TEXT.tab}</TabsTrigger>
          <TabsTrigger value="checkin">{CHECKIN_TEXT.heading}</TabsTrigger>
          {mayReadGameHistory(user, base) ? <TabsTrigger value="history">{ADMIN_TEXT.gameHistory.tab}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="details">{details}</TabsContent>
        <TabsContent value="crew">
          <CrewTab gameId={base.id} choices={refereeChoices(referees)} timeZone={league.timezone} />
        </TabsContent>
        {/* issue 49: who is present, and the admin's override of the rosters */}
        <TabsContent value="checkin">
          <CheckinTab gameId={base.id} homeTeamId={base.homeTeamId} awayTeamId={base.awayTeamId} names={{ home: sideName(base, 'home'), away: sideName(base, 'away') }} teams={teams} />
        </TabsContent>
        {mayReadGameHistory(user, base) ? (
          <TabsContent value="history">
            <GameHistoryTab gameId={base.id} names={historyNames(base, league.timezone, teams, referees)} />
          </TabsContent>
        ) : null}
      </Tabs>
    </TitledDialog>
  );
}


import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CrewPosition } from '@common/crews/crew';
import type { CrewDto, CrewMemberDto } from '@common/schemas/crews';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { type Choice, Options, Select } from '@client/components/ui/select';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { errorStatus, serverMessage } from '@client/lib/api-errors';
import { invalidateGames } from '@client/lib/game-lists';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { pickedOf, shownMember } from './crew-member';
import { CREW_ADMIN_TEXT as TEXT } from './texts';

// Issue 48: the game's crew in the Edit Game dialog: each position of its crew size with who holds
// it and how far his answer got, and a picker that offers the position (or opens it). The same key
// as the referee's screens (features/crew), so a push or an answer reloads both.
const crewKey = (gameId: number) => ['/api/games', gameId, 'crew'] as const;

// The referee position is the game's referee: every game list shows it.
function reloadCrew(gameId: number) {
  return (client: QueryClient) => Promise.all([client.invalidateQueries({ queryKey: crewKey(gameId) }), invalidateGames(client)]);
}

// `choices`: the league's approved referees, as the game form's Referee select offers them.
export function CrewTab({ gameId, choices, timeZone }: { gameId: number; choices: readonly Choice[]; timeZone: string }) {
  const crew = useQuery<CrewDto>({ queryKey: crewKey(gameId), staleTime: 0 });
  if (crew.isError) {
    return (
      <ErrorNotice title={TEXT.fetchFailed}>
        <p>{serverMessage(crew.error, TEXT.reloadHint)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void crew.refetch()}>
          {TEXT.retry}
        </Button>
      </ErrorNotice>
    );
  }
  if (!crew.data) return <LoadingNotice label={TEXT.loading} className="min-h-24" />;
  return (
    <section aria-labelledby="crew-note" className="space-y-3">
      <p id="crew-note" className="text-sm text-muted-foreground">
        {TEXT.note}
      </p>
      <ul className="divide-y rounded-lg border" data-testid="game-crew">
        {crew.data.crew.map((member) => (
          // a fresh picker for each answer (after a save, the official saved)
          <CrewRow key={`${member.position}:${member.refereeId}:${member.status}`} gameId={gameId} member={member} choices={choices} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}

function CrewRow({ gameId, member, choices, timeZone }: { gameId: number; member: CrewMemberDto; choices: readonly Choice[]; timeZone: string }) {
  const shown = shownMember(member, timeZone);
  const [picked, setPicked] = useState(pickedOf(member));
  const queryClient = useQueryClient();
  const assign = useApiMutation<{ position: CrewPosition; refereeId: number | null }, CrewDto>({
    mutationFn: ({ position, refereeId }) => apiJson<CrewDto>('PUT', `/api/games/${gameId}/crew/${position}`, { refereeId }),
    failureTitle: TEXT.saveFailed,
    success: (_crew, { refereeId }) => ({ title: refereeId === null ? TEXT.opened(shown.position) : TEXT.offered(shown.position) }),
    onSuccess: (saved) => queryClient.setQueryData(crewKey(gameId), saved),
    invalidate: reloadCrew(gameId),
  });
  // the holder stays offered even when he is no longer the league's approved referee
  const options = member.refereeId !== null && pickedOf(member) !== '' && !choices.some((choice) => String(choice.value) === String(member.refereeId)) ? [{ value: member.refereeId, label: shown.official }, ...choices] : choices;
  const id = `crew-${member.position}`;
  const refusal = errorStatus(assign.error) !== null && errorStatus(assign.error)! < 500 ? serverMessage(assign.error, TEXT.saveFailed) : null;
  const unchanged = picked === pickedOf(member);

  return (
    <li className="space-y-2 p-3 text-sm" data-position={member.position}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold">{shown.position}</h3>
        <Badge variant={shown.tone}>{shown.status}</Badge>
        <span className="min-w-0 break-words text-muted-foreground">{shown.official}</span>
      </div>
      {shown.details.length > 0 ? (
        <ul className="space-y-0.5 text-xs text-muted-foreground">
          {shown.details.map((detail) => (
            <li key={detail} className="break-words">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate({ position: member.position, refereeId: picked === '' ? null : Number(picked) });
        }}
      >
        <LabeledControl htmlFor={id} label={TEXT.picker(shown.position)} className="min-w-0 flex-1">
          <Select id={id} value={picked} aria-describedby={refusal ? `${id}-refusal` : undefined} onChange={(event) => setPicked(event.target.value)}>
            <option value="">{TEXT.openChoice}</option>
            <Options choices={options} />
          </Select>
        </LabeledControl>
        <Button type="submit" variant="outline" disabled={unchanged || assign.isPending}>
          {assign.isPending ? TEXT.saving : picked === '' ? TEXT.openPosition : TEXT.offer}
        </Button>
      </form>
      {/* a refusal (409: a double booking, an unavailable date, another position of the game) beside the picker */}
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="text-xs font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}

import { sideName } from '@common/brackets/sides';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { GameDto } from '@common/schemas/games/dto';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/lib/use-toast';
import { apiRequest } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-errors';
import { invalidateGames } from '@client/lib/game-lists';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { showFailure } from '@client/lib/failure-toast';
import { isValidGameId } from './game-lists';
import { ADMIN_TEXT } from './texts';
import type { CheckedGames } from './use-checked-games';

function deleteGame(id: number): Promise<Response> {
  return apiRequest('DELETE', `/api/games/${id}`);
}

// One game's Delete, after a confirmation (ours; spec 5 only checks the id).
export function useDeleteGame() {
  const [pending, setPending] = useState<GameDto | null>(null);
  const mutation = useApiMutation<number>({
    mutationFn: deleteGame,
    failureTitle: ADMIN_TEXT.deleteGameFailed,
    success: () => ({ title: ADMIN_TEXT.gameDeleted }),
    invalidate: invalidateGames,
    onSuccess: () => setPending(null),
  });

  function ask(game: GameDto): void {
    // Spec 5: only a valid number is sent.
    if (!isValidGameId(game.id)) {
      showFailure(ADMIN_TEXT.deleteGameFailed, null, ADMIN_TEXT.invalidDeleteId);
      return;
    }
    setPending(game);
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={ADMIN_TEXT.deleteGameTitle}
      description={pending ? ADMIN_TEXT.deleteGameConfirm(sideName(pending, 'home'), sideName(pending, 'away')) : ''}
      confirmLabel={ADMIN_TEXT.delete}
      pendingLabel={ADMIN_TEXT.deleting}
      isPending={mutation.isPending}
      destructive
      onConfirm={() => {
        if (pending) mutation.mutate(pending.id);
      }}
    />
  );
  return { ask, dialog };
}

type BulkResult = { deleted: number[]; failed: { id: number; error: unknown }[] };

// Spec 5/7: bulk delete sends the deletes in parallel; what failed is reported and stays selected.
async function deleteMany(ids: readonly number[]): Promise<BulkResult> {
  const outcomes = await Promise.allSettled(ids.map((id) => deleteGame(id)));
  const result: BulkResult = { deleted: [], failed: [] };
  outcomes.forEach((outcome, index) => {
    const id = ids[index]!;
    if (outcome.status === 'fulfilled') result.deleted.push(id);
    else result.failed.push({ id, error: outcome.reason });
  });
  return result;
}

// The 'Delete Selected' button of one games table and its confirmation (spec 5, exact texts).
export function BulkDeleteButton({ selection }: { selection: CheckedGames }) {
  const [confirming, setConfirming] = useState(false);
  const count = selection.selected.length;
  const mutation = useApiMutation<readonly number[], BulkResult>({
    mutationFn: deleteMany,
    failureTitle: ADMIN_TEXT.deleteGamesFailed,
    invalidate: invalidateGames,
    onSuccess: (result, ids) => {
      setConfirming(false);
      selection.replace(result.failed.map((f) => f.id));
      if (result.failed.length === 0) {
        toast({ title: ADMIN_TEXT.gamesDeleted(result.deleted.length) });
        return;
      }
      const reason = serverMessage(result.failed[0]!.error, ADMIN_TEXT.deleteGameFailed);
      showFailure(ADMIN_TEXT.deleteGamesFailed, new Error(ADMIN_TEXT.someGamesNotDeleted(result.failed.length, ids.length, reason)));
    },
  });

  function start(): void {
    if (count === 0) {
      showFailure(ADMIN_TEXT.noGamesSelectedTitle, null, ADMIN_TEXT.noGamesSelectedBody);
      return;
    }
    setConfirming(true);
  }

  return (
    <>
      <Button variant={count > 0 ? 'destructive' : 'outline'} size="sm" onClick={start}>
        <Trash2 aria-hidden />
        {ADMIN_TEXT.deleteSelected(count)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ADMIN_TEXT.bulkDeleteTitle}
        description={ADMIN_TEXT.bulkDeleteConfirm(count)}
        confirmLabel={ADMIN_TEXT.delete}
        pendingLabel={ADMIN_TEXT.deleting}
        isPending={mutation.isPending}
        destructive
        onConfirm={() => mutation.mutate(selection.selected)}
      />
    </>
  );
}

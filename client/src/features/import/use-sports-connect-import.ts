import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportResult } from '@common/import/sports-connect';
import { pathFromQueryKey } from '@client/lib/api';
import { showFailure } from '@client/lib/failure-toast';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { isGameListKey } from '@client/lib/game-cache';
import { importFailureMessage, isCsvFileName, uploadSportsConnect } from './import-api';
import { IMPORT_TEXT } from './texts';

// What the results panel shows: the answer to a preview (dry run) or to a real import, and for which file.
export type ImportOutcome = { kind: 'preview' | 'import'; fileName: string; result: ImportResult };

type UploadVariables = { file: File; dryRun: boolean };

// After a real import every list it can change reloads: any game list (dashboard, referee lists,
// scoreboard) and the league's teams, fields and import history.
function reloadAfterImport(queryClient: QueryClient, slug: string | null): Promise<unknown> {
  const prefixes = slug ? ['teams', 'fields', 'games', 'imports'].map((part) => `/api/leagues/${slug}/${part}`) : [];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isGameListKey(queryKey) || prefixes.some((prefix) => pathFromQueryKey(queryKey).startsWith(prefix)),
  });
}

function totalsOf(result: ImportResult): { games: number; teams: number; fields: number } {
  return {
    games: result.gamesCreated + result.gamesUpdated,
    teams: result.teamsCreated + result.teamsUpdated,
    fields: result.fieldsCreated + result.fieldsUpdated,
  };
}

// Spec 2.10 / 5 / 8: choose a .csv file, preview it (dry run), import it; toast each outcome.
export function useSportsConnectImport({ uploadSlug, slug }: { uploadSlug: string | null; slug: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const upload = useApiMutation<UploadVariables, ImportResult>({
    mutationFn: ({ file: chosen, dryRun }) => uploadSportsConnect(chosen, { leagueSlug: uploadSlug, dryRun }),
    failureTitle: IMPORT_TEXT.failedTitle,
    failureFallback: importFailureMessage,
    onSuccess: (result, { file: chosen, dryRun }) => setOutcome({ kind: dryRun ? 'preview' : 'import', fileName: chosen.name, result }),
    // a preview shows its results only; an import says its totals
    success: (result, { dryRun }) => {
      if (dryRun) return null;
      const { games, teams, fields } = totalsOf(result);
      const rowErrors = result.errors.length ? IMPORT_TEXT.completedRowErrors(result.errors.length) : '';
      return { title: IMPORT_TEXT.completedTitle, description: IMPORT_TEXT.completedBody(games, teams, fields) + rowErrors };
    },
    invalidate: (queryClient, failed, { dryRun }) => (failed || dryRun ? Promise.resolve() : reloadAfterImport(queryClient, slug)),
  });

  // Returns whether the file was taken; anything but .csv is refused with a toast.
  function chooseFile(next: File | null): boolean {
    if (next && !isCsvFileName(next.name)) {
      showFailure(IMPORT_TEXT.wrongTypeTitle, null, IMPORT_TEXT.wrongTypeBody(next.name));
      return false;
    }
    setFile(next);
    setOutcome(null);
    upload.reset();
    return true;
  }

  function run(dryRun: boolean): void {
    if (!file) {
      showFailure(IMPORT_TEXT.noFileTitle, null, IMPORT_TEXT.noFileBody);
      return;
    }
    upload.mutate({ file, dryRun });
  }

  const pendingMode = upload.isPending ? (upload.variables?.dryRun ? 'preview' : 'import') : null;
  return {
    file,
    outcome,
    chooseFile,
    preview: () => run(true),
    importData: () => run(false),
    pendingMode,
  };
}

import { useState } from 'react';
import type { RosterImportDto } from '@common/schemas/rosters';
import { pathFromQueryKey } from '@client/lib/api';
import { showFailure } from '@client/lib/failure-toast';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { importFailureMessage, isCsvFileName } from './import-api';
import { uploadRosters } from './roster-import-api';
import { ROSTER_IMPORT_TEXT } from './roster-texts';
import { IMPORT_TEXT } from './texts';

export type RosterOutcome = { kind: 'preview' | 'import'; fileName: string; result: RosterImportDto };

type UploadVariables = { file: File; dryRun: boolean };

// Issue 49: choose the roster export, preview it (dry run), import it; a real import reloads the
// teams' rosters and coaches wherever a screen holds them.
export function useRosterImport(slug: string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<RosterOutcome | null>(null);

  const upload = useApiMutation<UploadVariables, RosterImportDto>({
    mutationFn: ({ file: chosen, dryRun }) => uploadRosters(chosen, { slug: slug ?? '', dryRun }),
    failureTitle: ROSTER_IMPORT_TEXT.failedTitle,
    failureFallback: importFailureMessage,
    onSuccess: (result, { file: chosen, dryRun }) => setOutcome({ kind: dryRun ? 'preview' : 'import', fileName: chosen.name, result }),
    success: (result, { dryRun }) => (dryRun ? null : { title: ROSTER_IMPORT_TEXT.completedTitle, description: ROSTER_IMPORT_TEXT.completedBody(result) }),
    invalidate: (queryClient, failed, { dryRun }) =>
      failed || dryRun ? Promise.resolve() : queryClient.invalidateQueries({ predicate: ({ queryKey }) => /^\/api\/(teams\/|leagues\/[^/]+\/teams)/.test(pathFromQueryKey(queryKey)) }),
  });

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
  return { file, outcome, chooseFile, preview: () => run(true), importRosters: () => run(false), pendingMode };
}

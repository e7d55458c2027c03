import type { QueryKey } from '@tanstack/react-query';
import type { ImportResult } from '@common/import/sports-connect';
import { ApiError, apiFetch } from '@client/lib/api';
import { IMPORT_TEXT } from './texts';

// The import calls (spec 7 Import). The upload is multipart: apiFetch sends a FormData as it is.

export type ImportHistoryEntry = {
  id: number;
  fileName: string | null;
  rowCount: number;
  result: Partial<ImportResult>;
  createdAt: string;
  username: string | null;
};

export const importKeys = {
  history: (slug: string): QueryKey => ['/api/leagues', slug, 'imports'],
};

// Spec 2.10 / 5: only .csv is accepted; the chooser filters, this catches drops and "All files".
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

// Spec 8 Import: the text of the toast for a refused upload, the server's {message}, else
// 'HTTP error! status: N'; a network error's own text.
export function importFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage() ?? IMPORT_TEXT.httpError(error.status);
  return error instanceof Error && error.message ? error.message : IMPORT_TEXT.failedFallback;
}

export async function uploadSportsConnect(file: File, options: { leagueSlug: string | null; dryRun: boolean }): Promise<ImportResult> {
  const form = new FormData();
  // Fields before the file, so the server knows the league and mode when the file arrives.
  if (options.leagueSlug) form.append('leagueSlug', options.leagueSlug);
  form.append('dryRun', options.dryRun ? 'true' : 'false');
  form.append('csvFile', file, file.name);
  const response = await apiFetch('/api/import/sports-connect', { method: 'POST', body: form });
  return (await response.json()) as ImportResult;
}

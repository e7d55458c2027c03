import type { QueryKey } from '@tanstack/react-query';
import type { ImportResult } from '@common/import/sports-connect';
import { SERVER_TEXT } from '@common/texts';
import { IMPORT_TEXT } from './texts';

// The import calls (spec 7 Import). The upload is multipart, so it cannot go through apiRequest
// (JSON only); its failures read as spec 8 asks: the server's {message}, else 'HTTP error! status: N'.

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

async function jsonMessage(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status line stands in.
  }
  return null;
}

// Errors that end the session keep the generic '{status}: {body}' form, so the forced paths of
// spec 8 (app/query-client.ts) recognise them; everything else carries the sentence to show.
function sessionEndingError(status: number, message: string | null): Error | null {
  if (status === 401) return new Error(`401: ${JSON.stringify({ message: SERVER_TEXT.unauthorized })}`);
  if (status === 403 && message?.toLowerCase().includes(SERVER_TEXT.assignedLeagueOnly.toLowerCase())) {
    return new Error(`403: ${JSON.stringify({ message })}`);
  }
  return null;
}

// Spec 8 Import: the error a refused upload becomes.
export async function importFailure(response: Response): Promise<Error> {
  const message = await jsonMessage(response);
  return sessionEndingError(response.status, message) ?? new Error(message ?? IMPORT_TEXT.httpError(response.status));
}

export async function uploadSportsConnect(file: File, options: { leagueSlug: string | null; dryRun: boolean }): Promise<ImportResult> {
  const form = new FormData();
  // Fields before the file, so the server knows the league and mode when the file arrives.
  if (options.leagueSlug) form.append('leagueSlug', options.leagueSlug);
  form.append('dryRun', options.dryRun ? 'true' : 'false');
  form.append('csvFile', file, file.name);
  const response = await fetch('/api/import/sports-connect', { method: 'POST', body: form, credentials: 'include' });
  if (!response.ok) throw await importFailure(response);
  return (await response.json()) as ImportResult;
}

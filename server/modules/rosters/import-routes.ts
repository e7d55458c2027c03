// Issue 49: POST /api/leagues/{slug}/rosters/import[?dryRun=1], the league's roster export as a
// multipart CSV (its admins). Parse -> authorize -> call -> answer. The multipart parser is the one
// the schedule import registers for the whole app; this route takes an upload too
// (server/plugins/csrf.ts: `multipart: true`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { slugParam } from '../../http/params';
import { decodeCsvText, readCsvUpload } from '../../plugins/csv-upload';
import { resolveLeague } from '../leagues/context';
import { importRosters } from './import-rosters';
import { ROSTER_IMPORT_TEXT as T } from './import-texts';

type Upload = { buffer: Buffer; fileName: string; dryRun: boolean };

const isYes = (value: unknown): boolean => value === '1' || value === 'true';

async function readUpload(request: FastifyRequest): Promise<Upload> {
  const { buffer, fileName, fields } = await readCsvUpload(request);
  return { buffer, fileName, dryRun: isYes(fields.dryRun) || isYes((request.query as { dryRun?: unknown }).dryRun) };
}

export function registerRosterImportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/leagues/:slug/rosters/import', { config: { multipart: true } }, async (request) => {
    // every team's roster: the "any" holders of edit:roster, the league's admins
    const caller = callerWhoCan(request, 'edit:roster');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    const upload = await readUpload(request);
    return importRosters(deps, caller, { league, fileName: upload.fileName, text: decodeCsvText(upload.buffer, T.notText), dryRun: upload.dryRun });
  });
}

// Issue 49: POST /api/leagues/{slug}/rosters/import[?dryRun=1], the league's roster export as a
// multipart CSV (its admins). Parse -> authorize -> call -> answer. The multipart parser is the one
// the schedule import registers for the whole app; this route takes an upload too
// (server/plugins/csrf.ts: `multipart: true`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http/errors';
import { slugParam } from '../../http/params';
import { textInputProblem } from '../../plugins/text-input';
import { resolveLeague } from '../leagues/context';
import { importRosters } from './import-rosters';
import { decodeRosterCsv } from './import-rows';
import { ROSTER_IMPORT_TEXT as T } from './import-texts';

type Upload = { buffer: Buffer; fileName: string; dryRun: boolean };

const isYes = (value: unknown): boolean => value === '1' || value === 'true';

// A limit of the parser (413) or a body that is not the multipart it claims: the caller's upload,
// never a 500.
function uploadRefusal(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, T.tooLarge);
  if (statusCode === 413) return new HttpError(413, T.tooManyParts);
  return badRequest(T.uploadUnreadable(err instanceof Error ? err.message : String(err)));
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(T.notMultipart);
  let file: { buffer: Buffer; fileName: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'csvFile' || file) {
          await part.toBuffer();
          continue;
        }
        file = { buffer: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadRefusal(err);
  }
  if (!file) throw badRequest(T.noFile);
  // the form's own text fields are not seen by the request-wide check (server/plugins/text-input.ts)
  const problem = textInputProblem({ fileName: file.fileName, ...fields }, 'The form');
  if (problem) throw badRequest(problem);
  if (!/\.csv$/i.test(file.fileName)) throw badRequest(T.notCsv);
  return { ...file, dryRun: isYes(fields.dryRun) || isYes((request.query as { dryRun?: unknown }).dryRun) };
}

export function registerRosterImportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/leagues/:slug/rosters/import', { config: { multipart: true } }, async (request) => {
    // every team's roster: the "any" holders of edit:roster, the league's admins
    const caller = callerWhoCan(request, 'edit:roster');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    const upload = await readUpload(request);
    return importRosters(deps, caller, { league, fileName: upload.fileName, text: decodeRosterCsv(upload.buffer), dryRun: upload.dryRun });
  });
}

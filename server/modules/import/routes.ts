import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http/errors';
import { slugParam } from '../../http/params';
import { actorWhoCan } from '../../auth/policy';
import { textInputProblem } from '../../plugins/text-input';
import { resolveLeague } from '../leagues/context';
import { assertLeagueWritable } from '../../auth/policy';
import { decodeCsv, importSchedule } from './import-schedule';
import { importHistory } from './store';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type Upload = { buffer: Buffer; fileName: string; leagueSlug: string | null; dryRun: boolean };

// @fastify/multipart and busboy throw while the body is read: a limit (413, with a code), or a body
// that is not the multipart it claims (no boundary, another boundary than the header's, cut short),
// a plain Error of busboy's. Either way it is the caller's upload, never a 500.
function uploadRefusal(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'The file is larger than 5 MB');
  if (statusCode === 413) return new HttpError(413, 'Send one CSV file in the field csvFile and at most 10 other fields');
  const reason = err instanceof Error ? err.message : String(err);
  return badRequest(`The upload could not be read (${reason}); send the CSV as multipart/form-data in the field csvFile`);
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field csvFile');
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
  if (!file) throw badRequest('No file selected: send the CSV in the field csvFile');
  // the form's own text fields are not seen by the request-wide check (server/plugins/text-input.ts)
  const problem = textInputProblem({ fileName: file.fileName, ...fields }, 'The form');
  if (problem) throw badRequest(problem);
  if (!/\.csv$/i.test(file.fileName)) throw badRequest('Only .csv files can be imported');
  return { ...file, leagueSlug: fields.leagueSlug?.trim().toLowerCase() || null, dryRun: fields.dryRun === 'true' || (request.query as { dryRun?: string }).dryRun === 'true' };
}

export async function registerImportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1000 } });

  // the one route that takes a multipart body (server/plugins/csrf.ts refuses it elsewhere)
  app.post('/api/import/sports-connect', { config: { multipart: true } }, async (request) => {
    const actor = actorWhoCan(request.user, 'import:schedule');
    const upload = await readUpload(request);
    const league = await resolveLeague(deps, request.user, upload.leagueSlug);
    assertLeagueWritable(league);
    try {
      return await importSchedule(deps, { league, actor, fileName: upload.fileName, text: decodeCsv(upload.buffer), dryRun: upload.dryRun, ip: request.ip });
    } catch (err) {
      // an import that failed midway answers what became of the league; the log keeps why
      if (err instanceof HttpError && err.cause) request.log.error({ err: err.cause }, 'schedule import failed midway');
      throw err;
    }
  });

  app.get('/api/leagues/:slug/imports', async (request) => {
    actorWhoCan(request.user, 'import:schedule');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    return (await importHistory(deps.db, league.id)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
}

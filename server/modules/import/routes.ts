import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http/errors';
import { slugParam } from '../../http/params';
import { requireCapability } from '../../plugins/authorize';
import { assertLeagueWritable, resolveLeague } from '../leagues/context';
import { decodeCsv, importSchedule } from './service';
import { importHistory } from './store';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type Upload = { buffer: Buffer; fileName: string; leagueSlug: string | null; dryRun: boolean };

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
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'The file is larger than 5 MB');
    throw err;
  }
  if (!file) throw badRequest('No file selected: send the CSV in the field csvFile');
  if (!/\.csv$/i.test(file.fileName)) throw badRequest('Only .csv files can be imported');
  return { ...file, leagueSlug: fields.leagueSlug?.trim().toLowerCase() || null, dryRun: fields.dryRun === 'true' || (request.query as { dryRun?: string }).dryRun === 'true' };
}

export async function registerImportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1000 } });

  app.post('/api/import/sports-connect', async (request) => {
    const actor = requireCapability(request, 'import:schedule');
    const upload = await readUpload(request);
    const league = await resolveLeague(deps, request, upload.leagueSlug);
    assertLeagueWritable(league);
    try {
      return await importSchedule(deps, { league, actorUserId: actor.id, fileName: upload.fileName, text: decodeCsv(upload.buffer), dryRun: upload.dryRun, ip: request.ip });
    } catch (err) {
      // an import that failed midway answers what became of the league; the log keeps why
      if (err instanceof HttpError && err.cause) request.log.error({ err: err.cause }, 'schedule import failed midway');
      throw err;
    }
  });

  app.get('/api/leagues/:slug/imports', async (request) => {
    requireCapability(request, 'import:schedule');
    const league = await resolveLeague(deps, request, slugParam(request));
    return (await importHistory(deps.db, league.id)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
}

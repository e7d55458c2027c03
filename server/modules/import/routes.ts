import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { slugParam } from '../../http/params';
import { actorWhoCan } from '../../auth/policy';
import { decodeCsvText, readCsvUpload } from '../../plugins/csv-upload';
import { resolveLeague } from '../leagues/context';
import { assertLeagueWritable } from '../../auth/policy';
import { importSchedule } from './import-schedule';
import { IMPORT_TEXT } from './texts';
import { importHistory } from './store';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type Upload = { buffer: Buffer; fileName: string; leagueSlug: string | null; dryRun: boolean };

async function readUpload(request: FastifyRequest): Promise<Upload> {
  const { buffer, fileName, fields } = await readCsvUpload(request);
  return { buffer, fileName, leagueSlug: fields.leagueSlug?.trim().toLowerCase() || null, dryRun: fields.dryRun === 'true' || (request.query as { dryRun?: string }).dryRun === 'true' };
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
      return await importSchedule(deps, { league, actor, fileName: upload.fileName, text: decodeCsvText(upload.buffer, IMPORT_TEXT.notText), dryRun: upload.dryRun, ip: request.ip });
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

// The API described (issue 50, decision 083). GET /api/openapi.json validates against the OpenAPI
// 3.1 schema (a maintained validator); it names every route a caller without a session can reach:
// every /api route the app registers is in it, or answers a signed-out request with valid input 401
// or 403 (a new public route without a description fails here, and a new route this file has no
// valid input for fails until it is given one). The real answers of the documented routes, on a
// league with divisions, live and final games, scoring plays, a roster and a bracket, parse with
// their documented schemas (every answer status must be a documented one). /api/docs and its files
// are served from this server, under a policy that lets its scripts run, and no other /api page.
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorAnswer } from '../../common/schemas/answers/components';
import { divisions, fields, mailOutbox, seasons, teams } from '../db/schema';
import { API_DOCS_ASSETS_PATH } from '../http/api-docs-page';
import type { DocumentedOperation } from '../http/openapi-document';
import { routesOf, type AppRoute } from '../test/app-routes';
import { buildGame, buildLeague, buildUser, EVERY_ROUTE_ENV, signIn, startTestServer, type ApiClient, type TestServer } from '../test/helpers';
import { documentedOperations } from './api-docs';

type Route = AppRoute;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
// A valid request besides its path: a JSON body, a query, a multipart upload, headers.
type Sample = { body?: Json; query?: Record<string, string>; multipart?: { fields: Record<string, string>; file: string }; headers?: Record<string, string> };

// --- the routes, from the instance (server/test/app-routes.ts) ---

const key = (route: Route) => `${route.method} ${route.url}`;
const CRLF = '\r\n';

function multipartOf(upload: NonNullable<Sample['multipart']>): { body: string; headers: Record<string, string> } {
  const boundary = 'ffl-api-docs-test';
  const parts = [
    ...Object.entries(upload.fields).map(([name, value]) => `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`),
    `--${boundary}${CRLF}Content-Disposition: form-data; name="csvFile"; filename="upload.csv"${CRLF}Content-Type: text/csv${CRLF}${CRLF}${upload.file}${CRLF}`,
  ];
  return { body: `${parts.join('')}--${boundary}--${CRLF}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// --- the league and its callers ---

let server: TestServer;
let registered: Route[];
let documented: readonly DocumentedOperation[];
let document: { paths: Record<string, Record<string, unknown>>; [key: string]: unknown };
let pathOf: (route: Route) => string;
let sessionSamples: Record<string, Sample>;
let documentedSamples: Record<string, Sample>;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ env: EVERY_ROUTE_ENV });
  const db = server.deps.db;
  const league = await buildLeague(server);
  const [u10, u12] = await db.insert(divisions).values([{ leagueId: league.id, name: 'U10', sortOrder: 1 }, { leagueId: league.id, name: 'U12', sortOrder: 2 }]).returning();
  const [hawks, eagles, owls, foxes] = await db
    .insert(teams)
    .values([
      { leagueId: league.id, name: 'Hawks', divisionId: u10!.id },
      { leagueId: league.id, name: 'Eagles', divisionId: u10!.id },
      { leagueId: league.id, name: 'Owls', divisionId: u12!.id },
      { leagueId: league.id, name: 'Foxes', divisionId: u12!.id },
    ])
    .returning();
  const [field] = await db.insert(fields).values({ leagueId: league.id, name: 'Field 1', location: 'North park' }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, name: 'This season', startDate: day(-60), endDate: day(60) }).returning();
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000);
  const live = await buildGame(server, { league, homeTeamId: hawks!.id, awayTeamId: eagles!.id, values: { status: 'live', scheduledDate: at(0), field: 'Field 1' } });
  await buildGame(server, { league, homeTeamId: hawks!.id, awayTeamId: eagles!.id, values: { status: 'completed', scheduledDate: at(-7), completedAt: at(-7), homeScore: 21, awayScore: 14, resultStatus: 'final' } });
  await buildGame(server, { league, homeTeamId: owls!.id, awayTeamId: foxes!.id, values: { status: 'completed', scheduledDate: at(-6), completedAt: at(-6), homeScore: 7, awayScore: 7, resultStatus: 'provisional' } });
  await buildGame(server, { league, homeTeamId: hawks!.id, awayTeamId: owls!.id, values: { status: 'scheduled', scheduledDate: at(3), field: 'Field 1' } });

  const admin = await buildUser(server, { role: 'admin', league });
  const referee = await buildUser(server, { role: 'referee', league });
  const fan = await buildUser(server, { role: 'fan', league });
  const superAdmin = await buildUser(server, { role: 'super_admin' });
  const adminClient = await signIn(server, admin, league.slug);
  const expectStatus = async (what: string, answer: Promise<{ status: number; body: unknown }>, status: number) => {
    const res = await answer;
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, Json>;
  };
  // a scoring play, a roster, a bracket, a coach's invitation: through the API, as a league does it
  await expectStatus('a touchdown', adminClient.post(`/api/games/${live.id}/actions`, { type: 'addScore', team: 'home', delta: 6 }), 200);
  await expectStatus('a player', adminClient.post(`/api/teams/${hawks!.id}/players`, { firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 12 }), 201);
  const bracket = await expectStatus(
    'a bracket',
    adminClient.post(`/api/leagues/${league.slug}/brackets`, { name: 'Playoffs', format: 'single', seedTeamIds: [hawks!.id, eagles!.id, owls!.id, foxes!.id], slots: [{ date: day(20), time: '09:00', fieldId: field!.id }, { date: day(20), time: '11:00', fieldId: field!.id }, { date: day(21), time: '09:00', fieldId: field!.id }] }),
    201,
  );
  const bracketId = (bracket.bracket as { id: number }).id;
  await expectStatus('an invitation', adminClient.post(`/api/teams/${hawks!.id}/coaches`, { email: 'new.coach@example.com', firstName: 'Casey', lastName: 'Coach' }), 201);
  const [invitationMail] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'new.coach@example.com')));
  const invitationToken = /coach-invitation\?token=([\w-]{43})/.exec(invitationMail!.text)![1]!;
  const keyOwner = await signIn(server, superAdmin);
  const apiKey = await expectStatus('an API key', keyOwner.post('/api/auth/api-keys', { name: 'the docs test', permissions: ['read', 'write'] }), 201);
  const refereeClient: ApiClient = await signIn(server, referee, league.slug);
  const calendarLink = await expectStatus('a calendar link', refereeClient.get('/api/referees/me/calendar-link'), 200);
  const calendarFile = String(calendarLink.url).split('/').pop()!;

  pathOf = (route) =>
    route.url.replace(/:(\w+)/g, (_m, name: string) => {
      if (name === 'slug') return route.url.includes('check-slug') ? 'a-free-league' : league.slug;
      if (name === 'keyId') return String(apiKey.keyId);
      if (name === 'file') return calendarFile;
      if (name === 'position') return 'second';
      if (name === 'playerId') return '1';
      if (name === 'userId') return String(referee.id);
      if (name === 'webhookId') return '1';
      if (name !== 'id') throw new Error(`${key(route)}: no valid value for :${name}; add one to server/plugins/api-docs.test.ts`);
      if (route.url.startsWith('/api/games/') || route.url.includes('/public/games/')) return String(live.id);
      if (route.url.includes('/divisions/')) return String(u10!.id);
      if (route.url.includes('/teams/')) return String(hawks!.id);
      if (route.url.startsWith('/api/fields/')) return String(field!.id);
      if (route.url.startsWith('/api/seasons/')) return String(season!.id);
      if (route.url.startsWith('/api/brackets/')) return String(bracketId);
      if (route.url.startsWith('/api/users/')) return String(fan.id);
      if (route.url.startsWith('/api/leagues/')) return String(league.id);
      if (route.url.startsWith('/api/api-keys/')) return String(apiKey.id);
      if (route.url.startsWith('/api/mail/outbox/')) return String(invitationMail!.id);
      throw new Error(`${key(route)}: no valid id; add one to server/plugins/api-docs.test.ts`);
    });

  const gameSettings = { gameFormat: 'quarters', periodDuration: 15, totalPeriods: 4, timeoutsPerPeriod: 2, timeoutType: 'per_period', blitzesPerPeriod: 1, autoTimeouts: false, timeoutDuration: 60, halftimeDuration: 300 };
  const slots = [{ weekday: 6, time: '09:00', fieldId: field!.id }];
  const schedule = { teamIds: [hawks!.id, eagles!.id], rounds: 1, startDate: day(30), endDate: day(50), slots, assignReferees: false, ...gameSettings };
  const rainout = { date: day(3), reschedule: { startDate: day(10), endDate: day(30), slots } };
  const announcement = { subject: 'Field 1 closed', body: 'Games move to Field 2.', audience: { divisionIds: [u10!.id], who: ['followers', 'referees'] } };
  const bracketBody = { name: 'Second playoffs', format: 'single', seedTeamIds: [owls!.id, foxes!.id], slots: [{ date: day(40), time: '09:00', fieldId: field!.id }] };
  const pay = { from: day(-30), to: day(30) };
  // the session's routes: a valid body (or query, or upload) each, so the 401 or 403 is the session's
  sessionSamples = {
    'POST /api/users': { body: { firstName: 'Ref', lastName: 'Eree', email: 'ref@example.com', username: 'new-ref', password: 'long-enough-pw', role: 'referee', leagueId: league.id } },
    'PATCH /api/users/:id': { body: { firstName: 'Fan', lastName: 'One' } },
    'PATCH /api/users/:id/role': { body: { role: 'referee' } },
    'POST /api/admin/change-password': { body: { userId: fan.id, newPassword: 'long-enough-pw' } },
    'POST /api/teams': { body: { name: 'Owls B', color: '#FF4500', icon: 'fa-users', leagueId: league.id } },
    'PATCH /api/teams/:id': { body: { name: 'Hawks', color: '#FF4500' } },
    'POST /api/fields': { body: { name: 'Field 2', location: 'South park', surface: 'Grass', leagueId: league.id } },
    'PATCH /api/fields/:id': { body: { name: 'Field 1' } },
    'POST /api/leagues/:slug/divisions': { body: { name: 'U14', sortOrder: 3 } },
    'PATCH /api/divisions/:id': { body: { name: 'U10' } },
    'PATCH /api/leagues/:slug/rules': { body: { preset: 'adult-7v7' } },
    'PATCH /api/divisions/:id/rules': { body: { playClockSeconds: 25 } },
    'POST /api/leagues': { body: { name: 'Other league', slug: 'other-league' } },
    'PATCH /api/leagues/:id': { body: { defaultPeriodDuration: 15 } },
    'PATCH /api/leagues/:id/status': { body: { status: 'active' } },
    'GET /api/leagues/:slug/games': { query: { status: 'live' } },
    'GET /api/games': { query: { status: 'live' } },
    'POST /api/games': { body: { homeTeamId: hawks!.id, awayTeamId: eagles!.id, field: 'Field 1', scheduledDate: `${day(12)}T14:00:00Z`, ...gameSettings, leagueId: league.id } },
    'PATCH /api/games/:id/state': { body: { homeScore: 6, awayScore: 0, version: live.version } },
    'POST /api/games/:id/actions': { body: { type: 'addScore', team: 'home', delta: 1 } },
    'POST /api/games/:id/timeout': { body: { team: 'home' } },
    'POST /api/games/:id/blitz': { body: { team: 'away' } },
    'POST /api/games/:id/events': { body: { period: 1, timeRemaining: 600, eventType: 'score', teamId: hawks!.id, points: 6, description: 'Touchdown' } },
    'PATCH /api/leagues/:slug/fan/profile': { body: { displayName: 'Fan' } },
    'POST /api/leagues/:slug/fan/predictions': { body: { gameId: live.id, predictedWinnerId: hawks!.id, confidence: 50 } },
    'POST /api/auth/api-keys': { body: { name: 'another key', permissions: ['read'] } },
    'POST /api/import/sports-connect': { multipart: { fields: { leagueSlug: league.slug, dryRun: 'true' }, file: `Division,Home Team,Away Team,Date,Start Time,Field,Match ID\nU10,Hawks,Eagles,${day(14)},10:00 AM,Field 1,M1\n` } },
    'POST /api/leagues/:slug/rosters/import': { multipart: { fields: { dryRun: 'true' }, file: 'Team,First Name,Last Name\nHawks,Isaac,Lopez\n' } },
    'POST /api/leagues/:slug/schedule/preview': { body: schedule },
    'POST /api/leagues/:slug/schedule/publish': { body: schedule },
    'POST /api/leagues/:slug/rainout/preview': { body: rainout },
    'POST /api/leagues/:slug/rainout': { body: { ...rainout, preview: { games: [], dependents: [] } } },
    'POST /api/leagues/:slug/announcements/preview': { body: announcement },
    'POST /api/leagues/:slug/announcements': { body: announcement },
    'GET /api/leagues/:slug/announcements': { query: { before: '100' } },
    'GET /api/leagues/:slug/audit': { query: { from: day(-30), to: day(1) } },
    'POST /api/leagues/:slug/brackets/preview': { body: bracketBody },
    'POST /api/leagues/:slug/brackets': { body: bracketBody },
    'PUT /api/referees/me/unavailable-dates': { body: { dates: [day(30)] } },
    'POST /api/leagues/:slug/seasons': { body: { name: 'Next season', startDate: day(100), endDate: day(160) } },
    'PATCH /api/seasons/:id': { body: { name: 'This season' } },
    'GET /api/mail/outbox': { query: { state: 'sent', limit: '10' } },
    'PUT /api/games/:id/crew/:position': { body: { refereeId: referee.id } },
    'POST /api/games/:id/crew/:position/decline': { body: { reason: 'busy that day' } },
    'GET /api/referees/me/assignments': { query: { from: `${day(-1)}T00:00:00Z`, to: `${day(30)}T00:00:00Z` } },
    'POST /api/games/:id/report': { body: { sportsmanship: { home: 4, away: 5 }, incidents: [], noShows: [], fieldCondition: 'good' } },
    'POST /api/games/:id/report/return': { body: { reason: 'Name the incident' } },
    'POST /api/games/:id/result/protest': { body: { reason: 'The catch was out of bounds' } },
    'POST /api/games/:id/result/rule': { body: { decision: 'denied', note: 'The catch was in' } },
    'POST /api/teams/:id/players': { body: { firstName: 'Ana', lastName: 'Ruiz', jerseyNumber: 7 } },
    'PATCH /api/teams/:id/players/:playerId': { body: { jerseyNumber: 8 } },
    'POST /api/teams/:id/coaches': { body: { email: 'coach.two@example.com', firstName: 'Casey', lastName: 'Two' } },
    'PUT /api/games/:id/checkin': { body: { present: [] } },
    'GET /api/leagues/:slug/reports': { query: { state: 'submitted' } },
    'POST /api/games/:id/played-off-console': { body: { note: 'Tablet died' } },
    'GET /api/leagues/:slug/pay': { query: pay },
    'GET /api/leagues/:slug/pay.csv': { query: pay },
    'GET /api/referees/me/pay': { query: pay },
    'GET /api/leagues/:slug/game-day': { query: { date: day(0) } },
    // issue 50: an API key's webhooks (the super admin's screen)
    'POST /api/api-keys/:id/webhooks': { body: { url: 'https://example.org/hooks/ffl', events: ['game.final'] } },
    'PATCH /api/api-keys/:id/webhooks/:webhookId': { body: { active: false } },
  };

  // the documented routes: valid input, and the credential each says it takes
  const bearer = { authorization: `Bearer ${String(apiKey.fullKey)}` };
  const json = { accept: 'application/json' };
  const endpoint = 'http://127.0.0.1:9/push/api-docs';
  const auth = randomBytes(16).toString('base64url');
  documentedSamples = {
    'GET /api/leagues/:slug/public/games': { query: { status: 'completed', divisionId: String(u10!.id), seasonId: String(season!.id) } },
    'GET /api/public/games': { query: { status: 'live' } },
    'GET /api/leagues/:slug/standings': { query: { seasonId: String(season!.id) } },
    'GET /api/leagues/:slug/teams/:id/stats': { query: { seasonId: String(season!.id) } },
    'POST /api/login': { body: { username: fan.username, password: fan.password, leagueSlug: league.slug } },
    'GET /api/login': { query: { returnTo: `/${league.slug}/admin` } },
    'POST /api/register': { body: { username: 'docs-new-fan', password: 'long-enough-pw', email: 'docs-new-fan@example.com', firstName: 'New', lastName: 'Fan', leagueSlug: league.slug, registerAsReferee: false } },
    'POST /api/reset-password': { body: { username: fan.username, email: String(fan.email), newPassword: 'another-long-pw', leagueSlug: league.slug } },
    'POST /api/push/subscriptions': { body: { subscription: { endpoint, keys: { p256dh: createECDH('prime256v1').generateKeys('base64url'), auth } }, leagueSlug: league.slug, teamIds: [hawks!.id] } },
    'DELETE /api/push/subscriptions': { body: { endpoint, auth } },
    'POST /api/leagues/:slug/mail-follows': { body: { email: 'follower@example.com', teamIds: [hawks!.id], kinds: ['final'] } },
    'GET /api/wordpress/leagues/check-slug/:slug': { headers: bearer },
    'POST /api/wordpress/leagues/with-admin': {
      headers: bearer,
      body: { name: 'Docs league', slug: 'docs-league', admin: { username: 'docs-admin', password: 'long-enough-pw', email: 'docs-admin@example.com', firstName: 'Docs' } },
    },
    // a script opening the coach's link is answered JSON; its form, JSON too
    'GET /api/coach-invitation': { query: { token: invitationToken }, headers: json },
    'POST /api/coach-invitation': { query: { token: invitationToken }, headers: json, body: { username: 'docs-coach', password: 'long-enough-pw' } },
  };

  registered = routesOf(server.app);
  documented = documentedOperations(server.app);
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  document = await res.json();
});

afterAll(async () => {
  await server?.close();
});

async function send(route: Route, sample: Sample = {}, credentials: Record<string, string> = {}): Promise<Response> {
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  const upload = sample.multipart ? multipartOf(sample.multipart) : null;
  const headers = { ...credentials, ...sample.headers, ...(sample.body !== undefined ? { 'content-type': 'application/json' } : {}), ...upload?.headers };
  const body = upload?.body ?? (sample.body !== undefined ? JSON.stringify(sample.body) : undefined);
  return fetch(`${server.url}${pathOf(route)}${query}`, { method: route.method, headers, body, redirect: 'manual' });
}

// The document's JSON Schemas as an integrator reads them (JSON Schema 2020-12, OpenAPI 3.1's
// dialect): each checked against the meta-schema, and the real answers validated with them too.
const DOCUMENT_ID = 'https://ffl.test/openapi.json';
function jsonSchemaValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return ajv;
}
const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

// every Schema Object of the document: the components, and each `schema` of an operation or webhook
function schemasOf(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => schemasOf(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'schema') found.push(inner);
      else schemasOf(inner, found);
    }
  }
  return found;
}

const isApi = (route: Route) => route.url.startsWith('/api/');
const documentedKeys = () => new Set(documented.map(key));
// OpenAPI's {name} back to Fastify's :name
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('GET /api/openapi.json', () => {
  test('validates against the OpenAPI 3.1 schema, and a broken copy does not', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // the validator is awake: a parameter in no place, or a schema of no type, is refused
    const broken = structuredClone(document) as { paths: Record<string, Record<string, { parameters: { in: string }[] }>> };
    broken.paths['/api/leagues/{slug}/standings']!.get!.parameters[0]!.in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  test('its schemas are JSON Schemas (2020-12), the components and each of an operation or a webhook', () => {
    const ajv = jsonSchemaValidator();
    const schemas = [...Object.values((document.components as { schemas: Record<string, unknown> }).schemas), ...schemasOf(document.paths), ...schemasOf(document.webhooks)];
    expect(schemas.length).toBeGreaterThan(100);
    const invalid = schemas.filter((schema) => !ajv.validateSchema(schema as object));
    expect(invalid).toEqual([]);
    // the check is awake: a schema of no type is refused
    expect(ajv.validateSchema({ type: 'a game' })).toBe(false);
  });

  test('every documented path and method is a route of the app, and every documented route is in the document', () => {
    const routes = new Set(registered.map(key));
    const inDocument = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`));
    expect(inDocument.filter((op) => !routes.has(op))).toEqual([]);
    expect([...documentedKeys()].sort()).toEqual([...inDocument].sort());
    // the routes of the list are there
    for (const op of ['GET /api/leagues/:slug/public/games', 'GET /api/leagues/:slug/standings', 'GET /api/brackets/:id', 'GET /api/leagues/by-slug/:slug', 'POST /api/login', 'GET /api/wordpress/leagues/check-slug/:slug', 'POST /api/wordpress/leagues/with-admin', 'GET /api/crew-offers/accept', 'GET /api/calendar/referee/:file'])
      expect(inDocument).toContain(op);
  });

  test('every other /api route answers a signed-out request with valid input 401 or 403', async () => {
    const documentedOps = documentedKeys();
    const undocumented = registered.filter((route) => isApi(route) && !documentedOps.has(key(route)));
    expect(undocumented.length).toBeGreaterThan(50);
    const bodiless = /\/(accept|arrive|claim|agree|approve|sync-game-settings|calendar-link|test)$/;
    const open: string[] = [];
    for (const route of undocumented) {
      const sample = sessionSamples[key(route)];
      if (!sample && ['POST', 'PUT', 'PATCH'].includes(route.method) && !bodiless.test(route.url)) throw new Error(`${key(route)}: no valid body; add one to sessionSamples in server/plugins/api-docs.test.ts (or document the route)`);
      const res = await send(route, sample);
      if (res.status !== 401 && res.status !== 403) open.push(`${key(route)} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    }
    expect(open).toEqual([]);
  });

  test('the real answers of the documented routes have a documented status and parse with their schemas', async () => {
    const order = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];
    const operations = [...documented].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    const problems: string[] = [];
    const succeeded = new Set<string>();
    const ajv = jsonSchemaValidator();
    for (const op of operations) {
      const res = await send(op, documentedSamples[key(op)]);
      const answer = op.doc.answers[res.status];
      const refusal = op.doc.refusals[res.status];
      const text = await res.text();
      if (!answer && refusal === undefined) {
        problems.push(`${key(op)} answered ${res.status}, which it does not document: ${text.slice(0, 200)}`);
        continue;
      }
      const type = res.headers.get('content-type') ?? '';
      if (type.startsWith('application/json')) {
        const schema = answer ? answer.json : errorAnswer;
        if (!schema) problems.push(`${key(op)} answered ${res.status} JSON, which it documents as ${answer?.content ?? 'no body'}`);
        else {
          const parsed = schema.safeParse(JSON.parse(text));
          if (!parsed.success) problems.push(`${key(op)} ${res.status}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
          // and with the JSON Schema the document publishes for it
          const published = ajv.getSchema(`${DOCUMENT_ID}#/${pointer('paths', op.url.replace(/:(\w+)/g, '{$1}'), op.method.toLowerCase(), 'responses', String(res.status), 'content', 'application/json', 'schema')}`);
          if (!published) problems.push(`${key(op)} ${res.status}: no JSON Schema in the document`);
          else if (!published(JSON.parse(text))) problems.push(`${key(op)} ${res.status} (JSON Schema): ${ajv.errorsText(published.errors)}`);
        }
      } else if (answer?.content && !type.startsWith(answer.content)) problems.push(`${key(op)} answered ${res.status} as ${type}, not ${answer.content}`);
      if (res.status < 300 && answer?.json) succeeded.add(key(op));
    }
    expect(problems).toEqual([]);
    // every JSON answer was seen for real, not only its refusals
    const withJson = documented.filter((op) => Object.entries(op.doc.answers).some(([status, a]) => Number(status) < 300 && a.json)).map(key);
    expect(withJson.filter((op) => !succeeded.has(op))).toEqual([]);
    expect(succeeded.size).toBeGreaterThan(25);
  });

  test('describes the webhooks: each event with its body and the Standard Webhooks headers', () => {
    const webhooks = document.webhooks as Record<string, { post: { parameters: { name: string; in: string }[]; requestBody: { content: Record<string, unknown> } } }>;
    expect(Object.keys(webhooks).sort()).toEqual(['game.cancelled', 'game.final', 'game.moved', 'game.score', 'game.started', 'standings.changed', 'webhook.test']);
    for (const [event, item] of Object.entries(webhooks)) {
      expect(item.post.parameters.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      expect(JSON.stringify(item.post.requestBody.content['application/json'])).toContain(`"const":"${event}"`);
    }
    const components = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(components)).toEqual(expect.arrayContaining(['WebhookGameEvent', 'WebhookStandingsChanged', 'PublicGame', 'Standings', 'Error']));
  });

  test('says which routes it leaves out', () => {
    expect((document.info as { description: string }).description).toMatch(/Not here:.*signed-in session/);
  });

  test('is answered 304 to a repeat with its ETag', async () => {
    const first = await fetch(`${server.url}/api/openapi.json`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetch(`${server.url}/api/openapi.json`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

describe('GET /api/docs', () => {
  test('answers the page, whose scripts and styles are files of this server, under a policy that runs them', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const sources = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual(expect.arrayContaining([`${API_DOCS_ASSETS_PATH}/swagger-ui-bundle.js`, `${API_DOCS_ASSETS_PATH}/api-docs.js`, `${API_DOCS_ASSETS_PATH}/swagger-ui.css`]));
    // nothing from elsewhere, nothing inline to run
    expect(sources.filter((source) => !source.startsWith('/'))).toEqual([]);
    expect(html).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>|\son\w+=/);
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  test('serves the renderer and the page start from this server, and nothing else of the package', async () => {
    for (const [file, type, text] of [
      ['swagger-ui-bundle.js', 'text/javascript', 'SwaggerUIBundle'],
      ['swagger-ui.css', 'text/css', '.swagger-ui'],
      ['api-docs.js', 'text/javascript', "url: \"/api/openapi.json\""],
      ['api-docs.css', 'text/css', '.ffl-docs-loading'],
    ] as const) {
      const res = await fetch(`${server.url}${API_DOCS_ASSETS_PATH}/${file}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      expect(await res.text()).toContain(text);
    }
    // no validator badge from validator.swagger.io, no top bar pointing elsewhere
    expect(await (await fetch(`${server.url}${API_DOCS_ASSETS_PATH}/api-docs.js`)).text()).toContain('validatorUrl: null');
    for (const file of ['index.html', 'swagger-initializer.js', 'package.json', '..%2Fpackage.json']) expect((await fetch(`${server.url}${API_DOCS_ASSETS_PATH}/${file}`)).status, file).toBe(404);
  });

  test('the exception is this page alone: a page of a mailed link still runs no script', async () => {
    const res = await fetch(`${server.url}/api/reset-password/confirm?token=${'x'.repeat(43)}`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).not.toContain('script-src');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

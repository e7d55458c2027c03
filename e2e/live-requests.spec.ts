import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import type { GameDto, GameEventDto } from '../common/schemas/games/dto';
import { REFEREE_TEXT } from '../client/src/features/referee-dashboard/texts';
import { SUPER_ADMIN, expect as baseExpect, test, uniqueUsername } from './fixtures';

// Issue 15, architecture rule 10: a push is applied, not refetched. The scoreboard, the control
// page and the referee dashboard of one league are open in Chromium while the referee acts through
// the API; every request each page makes is recorded beside the socket frames it received.
// A league of its own, so the other specs' games (the demo league) push nothing to these pages.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const RESULTS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'test-results');
const PHONE = { width: 390, height: 844 };
// A push-caused request starts when the push is applied (the same task); this is ample.
const SETTLE_MS = 1_000;

type Recorded = { at: number; url: URL };
type Frame = { at: number; message: { type: string; data: Record<string, unknown> } };
type Recorder = { page: Page; requests: Recorded[]; frames: Frame[] };

async function ok<T>(answer: APIResponse | Promise<APIResponse>): Promise<T> {
  const response = await answer;
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function recordedPage(context: BrowserContext): Promise<Recorder> {
  const page = await context.newPage();
  const recorder: Recorder = { page, requests: [], frames: [] };
  page.on('request', (request) => {
    if (request.method() === 'GET') recorder.requests.push({ at: Date.now(), url: new URL(request.url()) });
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') recorder.frames.push({ at: Date.now(), message: JSON.parse(payload) as Frame['message'] });
    }),
  );
  return recorder;
}

// A GET of a game list (staff or public, any status) or of a game's events: what a push must not cost.
function isListOrEvents(url: URL): boolean {
  return url.pathname.startsWith('/api/') && (/\/games$/.test(url.pathname) || /\/events$/.test(url.pathname));
}

const listGets = (recorder: Recorder, from: number, to: number) =>
  recorder.requests.filter((r) => r.at >= from && r.at <= to && isListOrEvents(r.url)).map((r) => `${r.url.pathname}${r.url.search}`);

async function untilFrame(recorder: Recorder, match: (frame: Frame['message']) => boolean, what: string): Promise<void> {
  await expect.poll(() => recorder.frames.some((frame) => match(frame.message)), { message: what }).toBe(true);
}

const gameUpdate = (gameId: number, version: number) => (m: Frame['message']) => m.type === 'gameUpdated' && m.data.id === gameId && m.data.version === version;

type Setup = { slug: string; leagueId: number; referee: { username: string; password: string }; live: GameDto; waiting: GameDto; admin: APIRequestContext; ref: APIRequestContext };

async function freshLeague(baseURL: string, playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }): Promise<Setup> {
  const admin = await playwright.request.newContext({ baseURL });
  await ok(await admin.post('/api/login', { data: SUPER_ADMIN }));
  const slug = uniqueUsername('push').toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 40);
  const league = await ok<{ id: number }>(await admin.post('/api/leagues', { data: { name: `Push ${slug}`, slug } }));
  const teams: { id: number }[] = [];
  for (const name of ['Harbor Herons', 'Mesa Coyotes', 'Delta Otters', 'Summit Elk']) {
    teams.push(await ok(await admin.post('/api/teams', { data: { name, color: '#0F766E', leagueId: league.id } })));
  }
  const referee = { username: uniqueUsername('pushref'), password: 'whistle-pass' };
  const user = await ok<{ id: number }>(await admin.post('/api/users', { data: { firstName: 'Pat', lastName: 'Whistle', ...referee, role: 'referee', leagueId: league.id } }));
  // both games are the referee's own; the second kicks off after the first ends (a referee is never
  // booked twice, issue 19: the league's default game runs about 70 minutes)
  const kickoff = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const game = (home: number, away: number, minutes: number) =>
    ok<GameDto>(admin.post('/api/games', { data: { homeTeamId: teams[home]!.id, awayTeamId: teams[away]!.id, refereeId: user.id, scheduledDate: kickoff(minutes), blitzesPerPeriod: 2, leagueId: league.id } }));
  const live = await game(0, 1, -10);
  const waiting = await game(2, 3, 100);
  const ref = await playwright.request.newContext({ baseURL });
  await ok(await ref.post('/api/login', { data: { ...referee, leagueSlug: slug } }));
  const started = await ok<GameDto>(await ref.post(`/api/games/${live.id}/actions`, { data: { type: 'startGame' }, headers: { 'Idempotency-Key': `start-${live.id}` } }));
  return { slug, leagueId: league.id, referee, live: started, waiting, admin, ref };
}

async function signedInContext(browser: Browser, baseURL: string, account: { username: string; password: string }, slug: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await ok(await context.request.post('/api/login', { data: { ...account, leagueSlug: slug } }));
  return context;
}

let keyCounter = 0;

test('referee actions cost the open pages no list or event request; a status change at most one list reload per page', async ({ browser, baseURL, playwright }) => {
  const setup = await freshLeague(baseURL!, playwright);
  const { slug, live, waiting, ref, admin } = setup;
  const contexts = [await browser.newContext({ baseURL, viewport: PHONE }), await signedInContext(browser, baseURL!, setup.referee, slug), await signedInContext(browser, baseURL!, setup.referee, slug)];
  try {
    const [scoreboard, control, dashboard] = await Promise.all(contexts.map(recordedPage));
    const pages = { scoreboard: scoreboard!, control: control!, dashboard: dashboard! };
    await pages.scoreboard.page.goto(`/${slug}`);
    const eventsLoaded = pages.control.page.waitForResponse((response) => response.url().endsWith(`/api/games/${live.id}/events`));
    await pages.control.page.goto(`/${slug}/referee/${live.id}`);
    await pages.dashboard.page.goto(`/${slug}/referee`);
    // loaded and subscribed: the socket's confirmation came, the game and the lists are on screen
    for (const [name, recorder] of Object.entries(pages)) await untilFrame(recorder, (m) => m.type === 'subscribed', `${name} subscribed`);
    await expect(pages.scoreboard.page.getByTestId('live-game')).toHaveAttribute('data-game-id', String(live.id));
    await eventsLoaded;
    await expect(pages.dashboard.page.getByRole('link', { name: REFEREE_TEXT.manageLiveGame })).toHaveCount(1);
    await expect(pages.dashboard.page.getByRole('button', { name: REFEREE_TEXT.startGame })).toHaveCount(1);

    // --- 20 actions that change no status, through the referee's session ---
    let version = live.version;
    const act = async (action: Record<string, unknown>) => {
      keyCounter += 1;
      const game = await ok<GameDto>(await ref.post(`/api/games/${live.id}/actions`, { data: action, headers: { 'Idempotency-Key': `push-${live.id}-${keyCounter}` } }));
      expect(game.version, `${JSON.stringify(action)} wrote a new version`).toBeGreaterThan(version);
      version = game.version;
      for (const [name, recorder] of Object.entries(pages)) await untilFrame(recorder, gameUpdate(live.id, version), `${name} got version ${version}`);
    };
    const logEvent = async (description: string) => {
      const event = await ok<GameEventDto>(await ref.post(`/api/games/${live.id}/events`, { data: { period: 1, timeRemaining: 600, eventType: 'score', teamId: live.homeTeamId, points: 0, description } }));
      await untilFrame(pages.control, (m) => m.type === 'eventCreated' && (m.data.event as GameEventDto | undefined)?.id === event.id, `control page got event ${event.id}`);
    };
    const actions: (() => Promise<void>)[] = [
      () => act({ type: 'startClock' }),
      () => act({ type: 'addScore', team: 'home', delta: 6 }),
      () => act({ type: 'addScore', team: 'home', delta: 1 }),
      () => act({ type: 'stopClock' }),
      () => act({ type: 'setDown', down: 2 }),
      () => act({ type: 'adjustTime', deltaSeconds: -30 }),
      () => act({ type: 'callTimeout', team: 'away' }),
      () => act({ type: 'endTimeout' }),
      () => act({ type: 'callBlitz', team: 'home' }),
      () => act({ type: 'addScore', team: 'away', delta: 3 }),
      () => logEvent('Interception at midfield'),
      () => act({ type: 'setScore', team: 'away', value: 8 }),
      () => act({ type: 'setTimeRemaining', seconds: 300 }),
      () => act({ type: 'setDown', down: 3 }),
      () => act({ type: 'setTimeoutsUsed', team: 'away', count: 0 }),
      () => act({ type: 'setBlitzesUsed', team: 'home', count: 0 }),
      () => act({ type: 'resetClock' }),
      () => act({ type: 'nextPeriod' }),
      () => act({ type: 'setPeriod', period: 1 }),
      () => logEvent('Flag on the play'),
    ];
    expect(actions).toHaveLength(20);
    const from = Date.now();
    for (const action of actions) await action();
    await pages.control.page.waitForTimeout(SETTLE_MS);
    const to = Date.now();

    // the pushes were applied: each page shows the last state
    await expect(pages.scoreboard.page.getByTestId('home-score')).toHaveText('7');
    await expect(pages.scoreboard.page.getByTestId('away-score')).toHaveText('8');
    await expect(pages.control.page.getByTestId('score-away')).toHaveText('8');
    await expect(pages.control.page.getByTestId('game-events')).toContainText('Flag on the play');
    await expect(pages.control.page.getByTestId('game-events')).toContainText('Interception at midfield');

    // No poll can fall in this window: each push updates the polled query (the live list, the
    // control page's game), which restarts its interval (TanStack Query), and the pushes came
    // well within the shortest interval (1 s, the control page's game, which is not a list).
    for (const [name, recorder] of Object.entries(pages)) {
      expect(listGets(recorder, from, to), `${name}: list or event GETs caused by 20 actions`).toEqual([]);
    }
    const gamePolls = pages.control.requests.filter((r) => r.at >= from && r.at <= to && r.url.pathname === `/api/games/${live.id}`).length;
    console.log(`20 actions in ${to - from} ms: 0 list or event GETs on every page; the control page's own game poll ran ${gamePolls} times`);

    // --- status changes: a start by the referee, a completion by an admin ---
    const statusChange = async (label: string, gameId: number, write: () => Promise<GameDto>, waitOn: Recorder[]) => {
      const at = Date.now();
      const game = await write();
      for (const recorder of waitOn) await untilFrame(recorder, gameUpdate(gameId, game.version), `${label} pushed`);
      await pages.control.page.waitForTimeout(SETTLE_MS);
      for (const [name, recorder] of Object.entries(pages)) {
        const reloads = listGets(recorder, at, Date.now());
        console.log(`${label}: ${name} made ${reloads.length} list reload(s) ${JSON.stringify(reloads)}`);
        expect(reloads.length, `${label}: ${name} list reloads ${JSON.stringify(reloads)}`).toBeLessThanOrEqual(1);
      }
    };
    await statusChange(
      'start',
      waiting.id,
      () => ok<GameDto>(ref.post(`/api/games/${waiting.id}/actions`, { data: { type: 'startGame' }, headers: { 'Idempotency-Key': `start-${waiting.id}` } })),
      [pages.scoreboard, pages.dashboard],
    );
    // the started game moved from the scheduled lists to the live ones on the pages themselves
    await expect(pages.dashboard.page.getByRole('link', { name: REFEREE_TEXT.manageLiveGame })).toHaveCount(2);
    await expect(pages.dashboard.page.getByRole('button', { name: REFEREE_TEXT.startGame })).toHaveCount(0);
    await expect(pages.scoreboard.page.locator(`button[data-game-id="${waiting.id}"]`)).toBeVisible();

    await statusChange(
      'complete',
      live.id,
      () => ok<GameDto>(admin.post(`/api/games/${live.id}/actions`, { data: { type: 'setStatus', status: 'completed' }, headers: { 'Idempotency-Key': `complete-${live.id}` } })),
      [pages.scoreboard, pages.dashboard, pages.control],
    );
    await expect(pages.dashboard.page.getByRole('link', { name: REFEREE_TEXT.manageLiveGame })).toHaveCount(1);
    await expect(pages.scoreboard.page.getByTestId('live-game')).toHaveAttribute('data-game-id', String(waiting.id));
    await expect(pages.scoreboard.page.locator(`[data-testid="game-row"][data-game-id="${live.id}"]`)).toContainText('7-8');

    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    for (const [name, recorder] of Object.entries(pages)) await recorder.page.screenshot({ path: path.join(RESULTS_DIR, `live-requests-${name}.png`), fullPage: true });
  } finally {
    for (const context of contexts) await context.close();
    await ref.dispose();
    await admin.dispose();
  }
});

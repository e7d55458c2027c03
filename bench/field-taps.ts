// The referee's taps on a phone's CPU (issue 39), a part of `npm run bench:field`: the control page
// of the demo league's live game at 390x844 with the CPU slowed 6x (DevTools'
// Emulation.setCPUThrottlingRate) and the clock running; taps spread over the console's controls
// (+1, +6, a scoring play through its picker, a timeout called and ended, the down, a time
// adjustment and the clock started again), each tap's latency from the Event Timing API (from the
// input to the next paint, what Interaction to Next Paint counts); the CPU profile of the slowed
// page over taps of its own, after the measured ones; then, with the console closed, a scoreboard
// (/demo, slowed the same) receiving the push of each score the referee's session sends: from the
// message's arrival to the paint that shows it. One slowed page at a time: two on this machine's two
// cores would slow each other, as two phones do not.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Locator, type Page } from 'playwright-core';
import { GAME_CONTROL_TEXT as TEXT } from '../client/src/features/game-control/texts';
import { summarizeProfile, type Profile, type ProfileSummary } from './saturday/profile';

const ROOT = path.resolve(import.meta.dirname, '..');
export const TAP_CPU_SLOWDOWN = 6;
const VIEWPORT = { width: 390, height: 844 };
const REFEREE = { leagueSlug: 'demo', username: 'demo-ref1', password: 'demo-ref-pass' };
const ADMIN = { leagueSlug: 'demo', username: 'demo-admin', password: 'demo-admin-pass' };
// a phone's tap is not a robot's: a pause after each (the finger's way to the next control)
const BETWEEN_TAPS_MS = 400;
// the scores the board receives after the taps
const PUSHES = 20;
// the taps the CPU profile is taken over, after the measured ones
const PROFILED_TAPS = 14;
// the longest taps the report lists, each with its parts
const SLOWEST_SHOWN = 5;

export type Latencies = { count: number; p75: number; max: number; under16: number };
export type TapFigures = {
  cpuSlowdown: number;
  taps: number;
  // per interaction: the longest Event Timing entry of its input (pointerdown, pointerup, click)
  latency: Latencies;
  // per control, the same
  byControl: Record<string, Latencies>;
  // where an interaction's time went, p75 of each part: waiting for the main thread, its handlers, until the paint
  parts: TapParts;
  // the longest taps, each with its control and its parts
  slowest: ({ control: string; event: string; duration: number } & TapParts)[];
  push: Latencies;
  // the machine's floor at the moment: a page with one button, tapped the same way at the same slowdown
  floor: Latencies;
  profile: ProfileSummary;
};

// (strings: tsx would wrap a function's inner functions in a helper the page does not have)
// Every Event Timing entry of an interaction, from 16 ms (the API's floor) on.
const EVENT_WATCH = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

// Each gameUpdated's arrival (before the app's own listener), and when a changed score was painted:
// the first task after the animation frame that follows the change in the document.
const PUSH_WATCH = `
  window.__arrivals = [];
  window.__painted = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        try {
          const message = JSON.parse(event.data);
          if (message.type === 'gameUpdated') window.__arrivals.push({ at: performance.now(), score: message.data.homeScore + ':' + message.data.awayScore });
        } catch {}
      });
    }
  };
  let shown = null;
  const check = () => {
    const home = document.querySelector('[data-testid="live-game"] [data-testid="home-score"]');
    const away = document.querySelector('[data-testid="live-game"] [data-testid="away-score"]');
    if (!home || !away) return;
    const score = home.textContent.trim() + ':' + away.textContent.trim();
    if (score === shown) return;
    shown = score;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__painted.push({ at: performance.now(), score });
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
`;

type EventEntry = { id: number; name: string; start: number; duration: number; processingStart: number; processingEnd: number };
type TapParts = { inputDelay: number; processing: number; presentation: number };

// An entry's time: waiting for the main thread, its handlers, from them to the paint.
function partsOf(e: EventEntry): TapParts {
  return { inputDelay: Math.round(e.processingStart - e.start), processing: Math.round(e.processingEnd - e.processingStart), presentation: Math.round(e.start + e.duration - e.processingEnd) };
}

// Each interaction's longest Event Timing entry (of its pointerdown, pointerup, click) the page saw.
async function longestEntries(page: Page): Promise<EventEntry[]> {
  const events = await page.evaluate(() => (window as unknown as { __events: EventEntry[] }).__events);
  const interactions = new Map<number, EventEntry>();
  for (const e of events) if ((interactions.get(e.id)?.duration ?? -1) < e.duration) interactions.set(e.id, e);
  return [...interactions.values()];
}

function latencies(values: number[], under16: number): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const all = [...Array.from({ length: under16 }, () => 16), ...sorted].sort((a, b) => a - b);
  const at = (q: number) => (all.length === 0 ? 0 : all[Math.min(all.length - 1, Math.ceil(q * all.length) - 1)]!);
  return { count: all.length, p75: Math.round(at(0.75)), max: Math.round(all.at(-1) ?? 0), under16 };
}

async function slowed(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
  return cdp;
}

type Step = { control: string; taps: (page: Page, teams: { home: string; away: string }) => Promise<number> };

// A finger's tap: the control brought into view and found first, then a touch at its centre
// (DevTools' Input.dispatchTouchEvent), then the finger's way to the next control. Playwright's own
// tap() would put its hit-target check in the page as capturing listeners of the tap's pointer and
// touch events (elementsFromPoint, a forced layout), inside the very dispatch the Event Timing entry
// measures; a finger brings none. `--playwright-taps` measures with them, for comparison.
// The pause comes after every tap, the first of a pair too (the picker, then its play): finding the
// next control runs Playwright's queries in the page (roles and accessible names over the whole
// document, many milliseconds at 6x), and run at once they would delay the paint of the tap before.
const playwrightTaps = process.argv.includes('--playwright-taps');
const tap = async (target: Locator) => {
  const page = target.page();
  if (playwrightTaps) {
    await target.tap();
    await page.waitForTimeout(BETWEEN_TAPS_MS);
    return 1;
  }
  // found again while the page is still drawing the previous tap's answer (a control redrawn, not
  // yet enabled): the finger waits, as a referee's eye does
  for (let waited = 0; ; waited += 100) {
    const box = await target
      .scrollIntoViewIfNeeded({ timeout: 1_000 })
      .then(async () => ((await target.isEnabled({ timeout: 1_000 })) ? target.boundingBox({ timeout: 1_000 }) : null))
      .catch(() => null);
    if (box) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(BETWEEN_TAPS_MS);
      return 1;
    }
    if (waited > 5_000) throw new Error(`a control to tap did not become ready: ${target}`);
    await page.waitForTimeout(100);
  }
};
const enabled = async (target: Locator) => (await target.count()) > 0 && (await target.first().isEnabled());

// The machine's floor: a page with one button whose tap changes its text, and nothing else. Tapped
// the same way at the same slowdown right after the console, it says what any tap costs on this
// machine at this moment (the host's own load moves it, as it moves the console's figures).
const FLOOR_TAPS = 20;
const FLOOR_PAGE = `<!doctype html><meta name="viewport" content="width=device-width"><script>${EVENT_WATCH}</script>
<button style="width:240px;height:64px;font:16px sans-serif" onclick="this.textContent = 'Tapped ' + performance.now().toFixed(0)">Tap</button>`;

async function floorOf(page: Page): Promise<Latencies> {
  await page.setContent(FLOOR_PAGE);
  const cdp = await slowed(page);
  await page.waitForTimeout(1_000);
  for (let i = 0; i < FLOOR_TAPS; i += 1) {
    await tap(page.getByRole('button'));
  }
  const longest = await longestEntries(page);
  await cdp.detach();
  return latencies(longest.map((e) => e.duration), Math.max(0, FLOOR_TAPS - longest.length));
}

// One round over the console's controls; a control the game's state disables now is skipped.
const STEPS: Step[] = [
  { control: '+1', taps: (page, t) => tap(page.getByRole('button', { name: TEXT.scoreLabel(1, t.home) })) },
  { control: '+6', taps: (page, t) => tap(page.getByRole('button', { name: TEXT.scoreLabel(6, t.away) })) },
  {
    control: 'scoring play (picker, then the play)',
    taps: async (page, t) => {
      await tap(page.getByRole('button', { name: TEXT.scoringPlayLabel(t.home) }));
      const dialog = page.getByRole('dialog', { name: TEXT.scoringPlayTitle(t.home) });
      await tap(dialog.getByRole('button', { name: /Touchdown/ }).first());
      await dialog.waitFor({ state: 'hidden' });
      return 2;
    },
  },
  {
    control: 'timeout (called, then ended)',
    taps: async (page, t) => {
      const call = page.getByRole('button', { name: TEXT.callTimeoutLabel(t.away) });
      if (!(await enabled(call))) return 0;
      await tap(call);
      await tap(page.getByRole('button', { name: TEXT.endTimeout }));
      return 2;
    },
  },
  { control: 'down', taps: (page) => tap(page.getByRole('button', { name: TEXT.downLabel(2) })) },
  { control: 'down', taps: (page) => tap(page.getByRole('button', { name: TEXT.downLabel(1) })) },
  {
    control: 'time adjustment (then the clock started)',
    taps: async (page) => {
      const add = page.getByRole('button', { name: /^\+\d+s/ }).first();
      if (!(await enabled(add))) return 0;
      await tap(add);
      const start = page.getByRole('button', { name: TEXT.startClock });
      await start.waitFor();
      await tap(start);
      return 2;
    },
  },
];

// Taps over the console's controls, round after round, until `tapCount` taps are made; each step's
// window on the page's clock (from its first tap to the pause after its last) tells its entries.
async function tapRound(page: Page, teams: { home: string; away: string }, tapCount: number) {
  const windows: { control: string; from: number; to: number }[] = [];
  let taps = 0;
  for (let step = 0; taps < tapCount; step += 1) {
    const { control, taps: run } = STEPS[step % STEPS.length]!;
    const from = await page.evaluate(() => performance.now());
    const made = await run(page, teams);
    if (made === 0) continue;
    taps += made;
    windows.push({ control, from, to: await page.evaluate(() => performance.now()) });
  }
  await page.waitForTimeout(1_000);
  return { taps, windows };
}

// Signs in (the referee of the live game, or the league's admin when he is not), then taps.
export async function measureTaps(origin: string, tapCount = 50): Promise<TapFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const live = (await (await fetch(`${origin}/api/leagues/demo/public/games?status=live`)).json()) as { id: number; homeTeam: { name: string }; awayTeam: { name: string } }[];
    const game = live[0];
    if (!game) throw new Error('the demo league has no live game');
    const teams = { home: game.homeTeam.name, away: game.awayTeam.name };
    const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(EVENT_WATCH);
    let signedIn = false;
    for (const account of [REFEREE, ADMIN]) {
      await context.clearCookies();
      if ((await context.request.post(`${origin}/api/login`, { data: account })).status() !== 200) continue;
      await page.goto(`${origin}/demo/referee/${game.id}`);
      if (await page.getByRole('button', { name: TEXT.scoreLabel(1, teams.home) }).waitFor({ timeout: 30_000 }).then(() => true, () => false)) {
        signedIn = true;
        break;
      }
    }
    if (!signedIn) throw new Error(`neither ${REFEREE.username} nor ${ADMIN.username} could open the control page of game ${game.id}`);

    const cdp = await slowed(page);
    const startClock = page.getByRole('button', { name: TEXT.startClock });
    if (await enabled(startClock)) await tap(startClock);
    await page.waitForTimeout(1_000);
    await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events.length = 0));
    const { taps, windows: byControlTaps } = await tapRound(page, teams, tapCount);
    const longest = await longestEntries(page);

    // The profile comes from taps of its own, after the measured ones: V8's sampling profiler
    // interrupts the page every millisecond, which a referee's phone does not.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await tapRound(page, teams, PROFILED_TAPS);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const file = path.join(ROOT, 'bench', 'profiles', `field-taps-cpu${TAP_CPU_SLOWDOWN}x.cpuprofile`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));

    // a tap without an entry of 16 ms or more was painted sooner
    const latency = latencies(longest.map((e) => e.duration), Math.max(0, taps - longest.length));
    const controlOf = (e: EventEntry) => byControlTaps.find((w) => e.start >= w.from && e.start < w.to)?.control ?? '?';
    const byControl: Record<string, Latencies> = {};
    for (const control of new Set(byControlTaps.map((t) => t.control))) {
      const windows = byControlTaps.filter((t) => t.control === control);
      const inside = longest.filter((e) => controlOf(e) === control);
      const tapped = windows.length * (control.includes('then') ? 2 : 1);
      byControl[control] = latencies(inside.map((e) => e.duration), Math.max(0, tapped - inside.length));
    }
    const p75 = (values: number[]) => latencies(values, 0).p75;
    const each = longest.map(partsOf);
    const parts = {
      inputDelay: p75(each.map((p) => p.inputDelay)),
      processing: p75(each.map((p) => p.processing)),
      presentation: p75(each.map((p) => p.presentation)),
    };
    const slowest = [...longest]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, SLOWEST_SHOWN)
      .map((e) => ({ control: controlOf(e), event: e.name, duration: Math.round(e.duration), ...partsOf(e) }));

    // the console's page goes; its signed-in session stays for the scores below
    await page.close();
    const floor = await floorOf(await (await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true })).newPage());
    const referee = context.request;

    // The scoreboard, on a phone of its own after the console has closed (two slowed pages on this
    // machine's two cores would slow each other, which two phones do not): the referee's scores come
    // as requests, at the taps' pace, and each push is timed from its arrival to its paint.
    const board = await (await browser.newContext({ viewport: VIEWPORT, isMobile: true })).newPage();
    await board.addInitScript(PUSH_WATCH);
    await board.goto(`${origin}/demo`);
    await board.locator('[data-testid="live-game"] [data-testid="home-score"]').waitFor();
    await slowed(board);
    await board.waitForTimeout(1_000);
    for (let score = 0; score < PUSHES; score += 1) {
      const answer = await referee.post(`${origin}/api/games/${game.id}/actions`, { data: { type: 'addScore', team: score % 2 === 0 ? 'home' : 'away', delta: 1 } });
      if (!answer.ok()) throw new Error(`a score for the board was refused: ${answer.status()} ${await answer.text()}`);
      await board.waitForTimeout(BETWEEN_TAPS_MS * 2);
    }
    await board.waitForTimeout(3_000);
    type Mark = { at: number; score: string };
    const { arrivals, painted } = await board.evaluate(() => ({
      arrivals: (window as unknown as { __arrivals: Mark[] }).__arrivals,
      painted: (window as unknown as { __painted: Mark[] }).__painted,
    }));
    // each painted score from the first push that carried it
    const pushLatencies = painted.flatMap((p) => {
      const arrival = arrivals.find((a) => a.score === p.score && a.at <= p.at);
      return arrival ? [p.at - arrival.at] : [];
    });
    return { cpuSlowdown: TAP_CPU_SLOWDOWN, taps, latency, byControl, parts, slowest, push: latencies(pushLatencies, 0), floor, profile: summarizeProfile(profile, path.relative(ROOT, file)) };
  } finally {
    await browser.close();
  }
}

export function tapLines(t: TapFigures): string[] {
  const row = (what: string, l: Latencies) => `| ${what} | ${l.count} | ${l.p75} ms | ${l.max} ms | ${l.under16} |`;
  return [
    `The control page of the live game at 390x844, the CPU slowed ${t.cpuSlowdown}x (DevTools' \`Emulation.setCPUThrottlingRate\`), the clock running: ${t.taps} taps spread over the console's controls. Each tap is a finger's: the control found and brought into view first, then a touch at its centre (${playwrightTaps ? "here Playwright's tap(), with its hit-target check in the tap's own events" : "not Playwright's tap(), whose hit-target check runs inside the tap's own events"}), then a pause of ${BETWEEN_TAPS_MS} ms, after the first tap of a pair too (the picker, then its play: finding the next control runs Playwright's queries in the page, which run at once would delay the paint of the tap before). Each tap's latency is its interaction's longest Event Timing entry (from the input to the next paint, what INP counts; the API reports from 16 ms, so a tap without an entry counts as 16 ms). Goal: p75 and max <= 100 ms. Then, with the console closed (two slowed pages on this machine's two cores would slow each other), the scoreboard (/demo, slowed the same) receives ${PUSHES} scores sent by the referee's session ${BETWEEN_TAPS_MS * 2} ms apart, and counts each score it showed from the push's arrival to the first task after the frame that painted it.`,
    '',
    '| What | Taps | p75 | max | under 16 ms |',
    '|---|---|---|---|---|',
    row('every tap', t.latency),
    ...Object.entries(t.byControl).map(([control, l]) => row(control, l)),
    row('scoreboard: push to paint', t.push),
    row("the machine's floor: a page with one button", t.floor),
    '',
    `The floor is measured in the same run, right after the console: a page with one button whose tap changes its text, tapped ${FLOOR_TAPS} times the same way at the same slowdown. It is what any tap costs on this machine at that moment; the host's own load moves it, and the console's figures with it.`,
    '',
    `Where a tap's time went (p75 of each part): waiting for the main thread ${t.parts.inputDelay} ms, its handlers ${t.parts.processing} ms, from them to the paint ${t.parts.presentation} ms.`,
    '',
    `The ${t.slowest.length} longest taps:`,
    '',
    '| Control | Its longest event | Latency | Waiting for the main thread | Handlers | To the paint |',
    '|---|---|---|---|---|---|',
    ...t.slowest.map((e) => `| ${e.control} | ${e.event} | ${e.duration} ms | ${e.inputDelay} ms | ${e.processing} ms | ${e.presentation} ms |`),
    '',
    `The page's CPU profile over ${PROFILED_TAPS} taps of its own, after the measured ones (V8's sampling profiler interrupts the page every millisecond; the measured taps ran without it): \`${t.profile.file}\` (open it in Chrome DevTools). Idle ${t.profile.idlePercent}%, garbage collection ${t.profile.gcPercent}%.`,
    '',
    '| Function | Where | Self time | Share |',
    '|---|---|---|---|',
    ...t.profile.byFunction.slice(0, 15).map((e) => `| ${e.name} | ${e.where} | ${Math.round(e.ms)} ms | ${e.percent}% |`),
  ];
}

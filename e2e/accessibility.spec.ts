import { sideName } from '../common/brackets/sides';
import type { Browser, Locator, Page } from '@playwright/test';
import { MAX_SCORE } from '../common/game-rules/validate';
import type { GameDto } from '../common/schemas/games/dto';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { GAME_CONTROL_TEXT as TEXT } from '../client/src/features/game-control/texts';
import { DEMO_ADMIN, DEMO_REF1, type SignIn, createDemoGame, expect, loginAs, seriousViolations, test } from './fixtures';

// Issue 16, "one hand, in sunlight" (decision 024): the control page at a phone and a desktop size.
// axe-core finds no serious or critical WCAG 2.1 A/AA violation in its live states (every other
// screen is e2e/accessibility-screens.spec.ts's, decision 036); on a 390x844 phone the clock
// toggle, both teams' score buttons and the down control sit on the first screen, big enough and apart;
// the clock and the scores read at 7:1; a refusal toast leaves the controls (and a dialog's submit) free.


const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

async function signedIn(browser: Browser, baseURL: string | undefined, account: SignIn, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await loginAs(page, { ...account, leagueSlug: 'demo' });
  return page;
}

// A live game with blitzes and otherwise the demo league's defaults, opened on the referee's control page.
async function liveGameControl(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  { clockRunning = false } = {},
): Promise<{ page: Page; game: GameDto }> {
  const admin = await signedIn(browser, baseURL, DEMO_ADMIN, DESKTOP);
  const game = await createDemoGame(admin.request, { blitzesPerPeriod: 2 });
  for (const type of clockRunning ? ['startGame', 'startClock'] : ['startGame']) {
    const answer = await admin.request.post(`/api/games/${game.id}/actions`, { data: { type } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await admin.context().close();
  const page = await signedIn(browser, baseURL, DEMO_REF1, viewport);
  await page.goto(`/demo/referee/${game.id}`);
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
  await expect(page.getByText(TEXT.eventsEmpty)).toBeVisible();
  return { page, game };
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not rendered: ${locator.toString()}`);
  return box;
}

// The free space between two boxes: > 0 apart, <= 0 touching or overlapping.
function gapBetween(a: Box, b: Box): number {
  const dx = Math.max(a.x - (b.x + b.width), b.x - (a.x + a.width));
  const dy = Math.max(a.y - (b.y + b.height), b.y - (a.y + a.height));
  return Math.max(dx, dy);
}

function inside(box: Box, viewport: { width: number; height: number }): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

type Rgb = [number, number, number];

// An element's text colour and the colour painted behind it, as the browser resolves them (Tailwind
// writes oklch) through a 1x1 canvas; translucent backgrounds are composited down to the first opaque one.
async function paintedColors(locator: Locator): Promise<{ text: Rgb; background: Rgb }> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true });
    if (!paint) throw new Error('no canvas');
    const rgba = (color: string): number[] => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
      return [...paint.getImageData(0, 0, 1, 1).data];
    };
    const over = (top: number[], under: number[]): [number, number, number] => {
      const alpha = top[3]! / 255;
      return [0, 1, 2].map((i) => top[i]! * alpha + under[i]! * (1 - alpha)) as [number, number, number];
    };
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3] === 255) break;
    }
    const background = layers.reduceRight<[number, number, number]>((under, top) => over(top, [...under, 255]), [255, 255, 255]);
    return { text: over(rgba(getComputedStyle(element).color), [...background, 255]), background };
  });
}

// WCAG 2.1's contrast ratio of two colours.
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

async function textContrast(locator: Locator): Promise<number> {
  const { text, background } = await paintedColors(locator);
  return contrast(text, background);
}

// The one-hand controls of the control page: the clock toggle, each team's +1, +6 and -1, the four downs.
function oneHandControls(page: Page, game: GameDto): { toggle: Locator; score: Locator[]; downs: Locator[] } {
  const teams = [sideName(game, 'home'), sideName(game, 'away')];
  return {
    toggle: page.getByRole('button', { name: new RegExp(`^(${TEXT.startClock}|${TEXT.stopClock})$`) }),
    score: teams.flatMap((team) => [1, 6, -1].map((delta) => page.getByRole('button', { name: TEXT.scoreLabel(delta, team) }))),
    downs: [1, 2, 3, 4].map((down) => page.getByRole('button', { name: TEXT.downLabel(down) })),
  };
}

for (const [size, viewport] of SIZES) {
  test.describe(`at ${size} size (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('the control page of a live game has no serious or critical axe violation', async ({ browser, baseURL }) => {
      const { page } = await liveGameControl(browser, baseURL, viewport);
      await expect(page.getByRole('button', { name: TEXT.startClock })).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the control page of a live game with the clock running has no serious or critical axe violation', async ({ browser, baseURL }) => {
      const { page } = await liveGameControl(browser, baseURL, viewport, { clockRunning: true });
      await expect(page.getByRole('button', { name: TEXT.stopClock })).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: PHONE });

  test('the clock toggle, both teams’ +1/+6/-1 and the down control are on the first screen; score buttons 56x56 px, 8 px apart', async ({ browser, baseURL }) => {
    const { page, game } = await liveGameControl(browser, baseURL, PHONE);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const { toggle, score, downs } = oneHandControls(page, game);
    for (const control of [toggle, ...score, ...downs]) {
      expect(inside(await boxOf(control), PHONE), `${control.toString()} on the first screen`).toBe(true);
    }
    const boxes = await Promise.all(score.map(boxOf));
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(56);
      expect(box.height).toBeGreaterThanOrEqual(56);
    }
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(gapBetween(a, b)).toBeGreaterThanOrEqual(8);

    // Running, the toggle (Stop Clock) stays where the thumb is.
    await toggle.click();
    await expect(page.getByRole('button', { name: TEXT.stopClock })).toBeVisible();
    expect(inside(await boxOf(toggle), PHONE)).toBe(true);
  });

  test('+6 has its own fill, contrasting with +1’s; the buttons’ texts reach 4.5:1, the clock and the scores 7:1', async ({ browser, baseURL }) => {
    const { page, game } = await liveGameControl(browser, baseURL, PHONE);
    const home = sideName(game, 'home');
    const plusOne = page.getByRole('button', { name: TEXT.scoreLabel(1, home) });
    const plusSix = page.getByRole('button', { name: TEXT.scoreLabel(6, home) });
    // Fills told apart by lightness too, not by hue alone (3:1, what WCAG asks of a control's parts).
    const [six, one] = [await paintedColors(plusSix), await paintedColors(plusOne)];
    expect(contrast(six.background, one.background)).toBeGreaterThanOrEqual(3);

    for (const button of [plusOne, plusSix, page.getByRole('button', { name: TEXT.startClock })]) {
      expect(await textContrast(button)).toBeGreaterThanOrEqual(4.5);
    }
    for (const digits of [page.getByTestId('game-clock'), page.getByTestId('score-home'), page.getByTestId('score-away')]) {
      expect(await textContrast(digits)).toBeGreaterThanOrEqual(7);
    }
  });

  test('a refusal toast leaves the clock, score and down controls free', async ({ browser, baseURL }) => {
    const { page, game } = await liveGameControl(browser, baseURL, PHONE);
    const home = sideName(game, 'home');
    // A score at the engine's cap: +6 is refused (409) with a toast.
    const homeCard = page.getByRole('region', { name: `${home} score` });
    await homeCard.getByRole('textbox', { name: TEXT.setScoreLabel(home) }).fill(String(MAX_SCORE));
    await homeCard.getByRole('button', { name: TEXT.set }).click();
    await expect(page.getByTestId('score-home')).toHaveText(String(MAX_SCORE));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: TEXT.scoreLabel(6, home) }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').first();
    await expect(toast).toContainText(`${MAX_SCORE}`);
    const toastBox = await boxOf(toast);
    const { toggle, score, downs } = oneHandControls(page, game);
    for (const control of [toggle, ...score, ...downs]) {
      expect(gapBetween(toastBox, await boxOf(control)), `the toast leaves ${control.toString()} free`).toBeGreaterThan(0);
    }
  });
});

test.describe('on a 1280x800 desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the control page keeps two columns: clock and down on the left, the scores on the right', async ({ browser, baseURL }) => {
    const { page, game } = await liveGameControl(browser, baseURL, DESKTOP);
    const clock = await boxOf(page.getByRole('region', { name: TEXT.clockTitle }));
    const down = await boxOf(page.getByRole('region', { name: TEXT.downTitle }));
    const homeScore = await boxOf(page.getByRole('region', { name: `${sideName(game, 'home')} score` }));
    expect(homeScore.x).toBeGreaterThan(clock.x + clock.width);
    expect(homeScore.y).toBeLessThan(clock.y + clock.height);
    expect(down.x).toBe(clock.x);
    expect(down.y).toBeGreaterThan(clock.y + clock.height);
    expect(inside(down, DESKTOP)).toBe(true);
  });

  test("a toast over an admin form dialog leaves the dialog's submit button free", async ({ browser, baseURL }) => {
    const page = await signedIn(browser, baseURL, DEMO_ADMIN, DESKTOP);
    await page.goto('/demo/admin');
    await page.getByRole('button', { name: ADMIN_TEXT.actions.createGame }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.createGameTitle });
    const submit = dialog.getByRole('button', { name: ADMIN_TEXT.createGame });
    await submit.click();
    const toast = page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true }).first();
    await expect(toast).toContainText(ADMIN_TEXT.requiredFields);
    // the form takes the admin to its first field in error (issue 20: errors beside the fields), so
    // the button is where the admin scrolls back to
    await submit.scrollIntoViewIfNeeded();
    expect(gapBetween(await boxOf(toast), await boxOf(submit))).toBeGreaterThan(0);
    expect(inside(await boxOf(submit), DESKTOP)).toBe(true);
  });
});

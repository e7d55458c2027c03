import { sideName } from '../common/brackets/sides';
import type { Page } from '@playwright/test';
import { GAME_CONTROL_TEXT as TEXT } from '../client/src/features/game-control/texts';
import { UNDO_WINDOW_MS } from '../client/src/features/game-control/undo';
import { expect, refereeOnOwnLiveGame, test } from './fixtures';

// Issue 45, finding 6: the Undo bar was fixed at the bottom for 10 s after each tap, over whatever
// the page had there (the four downs at 390x844, both teams' score buttons at 360x640). It is now a
// dock always at the bottom of a game the referee runs, the page's end kept free of it, its Undo in
// place of a quiet line for 10 s after a tap (decision 060): right after a tap, page not scrolled and
// scrolled to its end, no control in sight reaches under it, and at 390x844 the downs are above it.
// FFL_SHOTS_DIR keeps the screenshots.

// two phones, and a laptop (the dock's box and the page's end only: its first screen is no phone's)
const SIZES = [
  { width: 390, height: 844, phone: true },
  { width: 360, height: 640, phone: true },
  { width: 1280, height: 800, phone: false },
];
const SHOTS = process.env.FFL_SHOTS_DIR;
const DOCK = '[data-testid=undo-bar]';

type Box = { x: number; y: number; width: number; height: number };
type Control = Box & { name: string };

// Every control a finger can press on the page as it is drawn now, in viewport coordinates, the
// dock's own button left out.
async function visibleControls(page: Page): Promise<Control[]> {
  return page.evaluate((dock) => {
    const selector = 'button, a[href], input, select, textarea, [role=button], [role=switch], [role=checkbox], [role=combobox], [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest(dock) && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName, x, y, width, height };
      })
      .filter((box) => box.width > 0 && box.height > 0 && box.y < window.innerHeight && box.y + box.height > 0);
  }, DOCK);
}

// The dock's box now, or null when the page has none.
const dockBox = (page: Page): Promise<Box | null> =>
  page.evaluate((dock) => {
    const element = document.querySelector(dock);
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, DOCK);

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const where = (dock: Box) => (c: Control) => `${c.name} at y ${Math.round(c.y)}-${Math.round(c.y + c.height)} (dock from y ${Math.round(dock.y)})`;

// Controls in sight that reach under the dock: drawn above its top edge and into it (one wholly
// behind it is below the fold, out of sight, like one below the screen's edge).
const reachingUnder = (controls: Control[], dock: Box) => controls.filter((control) => overlaps(control, dock) && control.y < dock.y);

for (const size of SIZES) {
  test(`the Undo dock covers no control in sight after a tap, at scroll 0 and at the page's end (${size.width}x${size.height})`, async ({ browser, baseURL }) => {
    // the demo referee's own game, with blitzes: the console at its longest (forfeit, blitzes, timeouts)
    const { admin: adminContext, game, page } = await refereeOnOwnLiveGame(browser, baseURL, { width: size.width, height: size.height }, { blitzesPerPeriod: 1 });
    const home = sideName(game, 'home');
    await expect(page.getByText(TEXT.eventsEmpty)).toBeVisible();
    const before = await dockBox(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/undo-dock-quiet-${size.width}x${size.height}.png` });

    await page.getByRole('button', { name: TEXT.scoreLabel(6, home), exact: true }).click();
    const undo = page.getByRole('button', { name: TEXT.undoTap(`+6, ${home}`), exact: true });
    await expect(undo).toBeVisible();
    // the first screen as the tap left it
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const dock = await dockBox(page);
    expect(dock).not.toBeNull();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/undo-bar-top-${size.width}x${size.height}.png` });
    if (size.phone) expect(reachingUnder(await visibleControls(page), dock!).map(where(dock!))).toEqual([]);
    if (size.width === 390) {
      // decision 024: the four downs on the first screen, above the dock
      for (const value of [1, 2, 3, 4]) {
        const box = await page.getByRole('button', { name: TEXT.downLabel(value), exact: true }).boundingBox();
        expect(box !== null && box.y >= 0 && box.y + box.height <= dock!.y, `${TEXT.downLabel(value)} at ${JSON.stringify(box)}, above the dock from y ${dock!.y}`).toBe(true);
      }
    }

    // to the page's end, again while it grows (the touchdown's event row arrives, rows lay out as they come into view)
    const toTheEnd = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight - window.scrollY - window.innerHeight;
      });
    await expect.poll(toTheEnd).toBeLessThanOrEqual(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/undo-bar-end-${size.width}x${size.height}.png` });
    // at the end nothing is out of reach: no control under the dock at all
    expect((await visibleControls(page)).filter((control) => overlaps(control, dock!)).map(where(dock!))).toEqual([]);

    // The dock was there before the tap, where it is now: nothing came over the page at the tap. The
    // Undo gives its place back to the quiet line.
    expect(before).toEqual(dock);
    await undo.click();
    await expect(page.getByTestId('score-home')).toHaveText('0');
    await expect(page.locator(DOCK)).toHaveText(TEXT.undoDockHint(UNDO_WINDOW_MS / 1000));
    expect(await dockBox(page)).toEqual(dock);
    await adminContext.close();
  });
}

test('the dock stands under a live game and goes when the game is over', async ({ browser, baseURL }) => {
  const { admin: adminContext, context, game: created, page } = await refereeOnOwnLiveGame(browser, baseURL, { width: 390, height: 844 });
  await expect(page.locator(DOCK)).toHaveText(TEXT.undoDockHint(UNDO_WINDOW_MS / 1000));
  // the game ends on another device: the dock goes (a part going uncovers the page, never covers it)
  expect((await context.request.post(`/api/games/${created.id}/actions`, { data: { type: 'forfeit', team: 'away' } })).status()).toBe(200);
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.completed);
  await expect(page.locator(DOCK)).toHaveCount(0);
  await adminContext.close();
});

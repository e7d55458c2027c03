import type { APIRequestContext } from '@playwright/test';
import type { UserDto } from '../common/schemas/auth';
import type { GameDto } from '../common/schemas/games/dto';
import type { LeagueDto } from '../common/schemas/league';
import { leagueDateOf } from '../common/time';
import { GAME_DAY_TEXT as T } from '../client/src/features/game-day/texts';
import { DEMO_ADMIN, DEMO_REF1, DEMO_REF2, expect, seriousViolations, test } from './fixtures';

// Issue 48: the demo league's admin opens the Game day board from the admin navigation and finds a
// game of this test's own, 10 minutes from kickoff, whose referee was offered the game and has not
// arrived: its crew, its "Offered" badge, its alert. The referee taps "I'm here" (his API): the board
// shows "Arrived" and drops the alert without a reload (the league's push). axe finds nothing serious
// at 1280x800 and 390x844. FFL_SHOTS_DIR=<dir> also saves the screen at both sizes, to look at.

const SHOTS = process.env.FFL_SHOTS_DIR;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const MINUTE = 60_000;

// A demo game kicking off within the next 15 minutes, offered to one of the demo referees: the first
// minute, pair of teams and referee that books nobody twice (the specs run in parallel on one
// database, and the demo league's own games may hold a referee now).
async function gameSoon(admin: APIRequestContext, referees: UserDto[]): Promise<{ game: GameDto; referee: UserDto }> {
  const teams = (await (await admin.get('/api/leagues/demo/teams')).json()) as { id: number }[];
  const now = Math.ceil(Date.now() / MINUTE) * MINUTE;
  for (let minutes = 6; minutes <= 13; minutes++) {
    for (let home = 0; home + 1 < teams.length; home++) {
      for (const referee of referees) {
        const response = await admin.post('/api/games', {
          data: { homeTeamId: teams[home]!.id, awayTeamId: teams[home + 1]!.id, scheduledDate: new Date(now + minutes * MINUTE).toISOString(), refereeId: referee.id },
        });
        if (response.status() === 201) return { game: (await response.json()) as GameDto, referee };
        expect(response.status(), await response.text()).toBe(409);
      }
    }
  }
  throw new Error('no free minute in the next 15 minutes for a game day game');
}

for (const size of SIZES) {
  test(`the Game day board shows a game's crew and alert, and the referee's arrival without a reload, at ${size.width}x${size.height}; axe clean`, async ({ signedInContext }) => {
    const admin = await signedInContext(DEMO_ADMIN, size);
    const refs = [await signedInContext(DEMO_REF2), await signedInContext(DEMO_REF1)];
    const users = await Promise.all(refs.map(async (ref) => (await (await ref.request.get('/api/user')).json()) as UserDto));
    const league = (await (await admin.request.get('/api/leagues/by-slug/demo')).json()) as LeagueDto;
    const { game, referee: me } = await gameSoon(admin.request, users);
    const referee = refs[users.indexOf(me)]!;
    const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.username;
    try {
      const page = await admin.newPage();
      await page.goto('/demo/admin');
      const nav = page.getByRole('navigation', { name: 'Admin' });
      // the phone folds the navigation behind its menu button
      if (size.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: T.navLabel }).click();
      await expect(page).toHaveURL(/\/demo\/admin\/game-day$/);
      await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
      // the game's own day (near midnight, the league's today may be another)
      const day = leagueDateOf(new Date(game.scheduledDate), league.timezone);
      await page.getByLabel(T.dateLabel, { exact: true }).fill(day);

      const row = page.locator(`[data-game-id="${game.id}"]:visible`);
      await expect(row).toBeVisible();
      await expect(row).toContainText(T.alert);
      await expect(row).toHaveAttribute('data-alert', 'true');
      const referee1 = row.locator('[data-position="referee"]');
      await expect(referee1).toContainText(T.positions.referee);
      await expect(referee1).toContainText(name);
      await expect(referee1).toContainText(T.badges.offered);
      await expect(row).toContainText(T.consoleNotStarted);
      await expect(page.getByText(/games? ha(s|ve) no referee at the field yet/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/game-day-${size.width}.png`, fullPage: true });

      // "I'm here": the board hears it (a crewChanged push), well before its 30-second poll
      const arrived = await referee.request.post(`/api/games/${game.id}/crew/referee/arrive`);
      expect(arrived.status(), await arrived.text()).toBe(200);
      await expect(referee1).toContainText(T.badges.arrived);
      await expect(row).not.toContainText(T.alert);
      await expect(row).not.toHaveAttribute('data-alert', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/game-day-${size.width}-arrived.png`, fullPage: true });
    } finally {
      await admin.request.delete(`/api/games/${game.id}`);
    }
  });
}

import { describe, expect, it } from 'vitest';
import { completedGamesPage, LIST_PAGE, otherGamesPage } from './board-lists';
import { publicGame } from './test-games';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Saturday 2026-05-02, 11:00 in New York (15:00 UTC)
const now = Date.UTC(2026, 4, 2, 15, 0);
const timeZone = 'America/New_York';
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const ids = (games: { id: number }[]) => games.map((game) => game.id);

describe('otherGamesPage', () => {
  it('puts the other live games first, then the upcoming soonest first, leaving out the selected and the overdue', () => {
    const live = [publicGame({ id: 1, scheduledDate: at(-HOUR) }), publicGame({ id: 2, scheduledDate: at(-2 * HOUR) })];
    const scheduled = [
      publicGame({ id: 10, status: 'scheduled', scheduledDate: at(2 * DAY) }),
      publicGame({ id: 11, status: 'scheduled', scheduledDate: at(-30 * DAY) }), // never played, a month ago
      publicGame({ id: 12, status: 'scheduled', scheduledDate: at(-4 * HOUR) }), // overdue
      publicGame({ id: 13, status: 'scheduled', scheduledDate: at(-HOUR) }), // late, still upcoming
      publicGame({ id: 14, status: 'scheduled', scheduledDate: at(3 * HOUR) }),
    ];
    const page = otherGamesPage({ live, scheduled, selectedId: 1, now, timeZone, pagesOpened: 0 });
    expect(ids(page.shown)).toEqual([2, 13, 14, 10]);
    expect(page.hidden).toBe(0);
  });

  it("shows today's and the next 7 days' games, at least three and at most a page, the rest behind More games", () => {
    const weekly = Array.from({ length: 30 }, (_, i) => publicGame({ id: 100 + i, status: 'scheduled', scheduledDate: at((i + 1) * 2 * DAY) }));
    // days 2, 4, 6 fall in the window; day 8 (May 10, 11:00) is past the end of May 9
    const first = otherGamesPage({ live: [], scheduled: weekly, selectedId: null, now, timeZone, pagesOpened: 0 });
    expect(ids(first.shown)).toEqual([100, 101, 102]);
    expect(first.hidden).toBe(27);
    const more = otherGamesPage({ live: [], scheduled: weekly, selectedId: null, now, timeZone, pagesOpened: 1 });
    expect(more.shown).toHaveLength(3 + LIST_PAGE);
    const farAhead = [publicGame({ id: 7, status: 'scheduled', scheduledDate: at(60 * DAY) })];
    expect(ids(otherGamesPage({ live: [], scheduled: farAhead, selectedId: null, now, timeZone, pagesOpened: 0 }).shown)).toEqual([7]);
    const busyWeek = Array.from({ length: 25 }, (_, i) => publicGame({ id: 200 + i, status: 'scheduled', scheduledDate: at(HOUR + i * HOUR) }));
    const busy = otherGamesPage({ live: [], scheduled: busyWeek, selectedId: null, now, timeZone, pagesOpened: 0 });
    expect(busy.shown).toHaveLength(LIST_PAGE);
    expect(busy.hidden).toBe(15);
  });

  it("counts the week in the league's calendar days", () => {
    // 23:30 in New York on May 9 is the last day of the window; 00:30 on May 10 is not
    const lastIn = publicGame({ id: 1, status: 'scheduled', scheduledDate: '2026-05-10T03:30:00.000Z' });
    const firstOut = publicGame({ id: 2, status: 'scheduled', scheduledDate: '2026-05-10T04:30:00.000Z' });
    const fillers = [3, 4, 5].map((id) => publicGame({ id, status: 'scheduled', scheduledDate: at(id * HOUR) }));
    const page = otherGamesPage({ live: [], scheduled: [...fillers, lastIn, firstOut], selectedId: null, now, timeZone, pagesOpened: 0 });
    expect(ids(page.shown)).toEqual([3, 4, 5, 1]);
    expect(page.hidden).toBe(1);
  });
});

describe('completedGamesPage', () => {
  it('lists the latest result first, ten at a time', () => {
    const results = Array.from({ length: 23 }, (_, i) => publicGame({ id: i + 1, status: 'completed', scheduledDate: at(-(23 - i) * DAY) }));
    const first = completedGamesPage(results, 0);
    expect(first.shown[0]!.id).toBe(23);
    expect(first.shown).toHaveLength(10);
    expect(first.hidden).toBe(13);
    expect(completedGamesPage(results, 2)).toMatchObject({ hidden: 0 });
    expect(completedGamesPage(results, 2).shown.at(-1)!.id).toBe(1);
  });
});

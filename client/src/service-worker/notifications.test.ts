import { describe, expect, it } from 'vitest';
import { FOLLOW_TEXT } from '@client/features/scoreboard/texts';
import { NOTIFICATION_ICON, notificationFor, sameSiteUrl, windowShowing } from './notifications';

const origin = 'https://leagues.example.org';
const score = { type: 'score', gameId: 42, title: 'Black Panthers 14 - 7 Red Hawks', body: 'Touchdown, Black Panthers', url: '/demo?game=42' };

describe('the notification of a push (issue 38)', () => {
  it('shows the title and body, the icon, one tag per game, and the game board to open', () => {
    expect(notificationFor(JSON.stringify(score), origin)).toEqual({
      title: score.title,
      options: {
        body: score.body,
        icon: NOTIFICATION_ICON,
        tag: 'game-42',
        renotify: true,
        data: { url: `${origin}/demo?game=42`, type: 'score', gameId: 42 },
      },
    });
  });

  it('gives a later push of the same game the same tag, so it replaces the earlier one', () => {
    const kickoff = notificationFor(JSON.stringify({ ...score, type: 'kickoff' }), origin);
    const final = notificationFor(JSON.stringify({ ...score, type: 'final' }), origin);
    const other = notificationFor(JSON.stringify({ ...score, gameId: 43 }), origin);
    expect(final.options.tag).toBe(kickoff.options.tag);
    expect(other.options.tag).not.toBe(kickoff.options.tag);
  });

  it("shows an announcement's push (issue 47): its subject and first lines, one tag per announcement, the league's board", () => {
    const news = { type: 'news', announcementId: 7, title: 'Field 2 is closed', body: 'Games move to Field 1.', url: '/demo' };
    expect(notificationFor(JSON.stringify(news), origin)).toEqual({
      title: news.title,
      options: { body: news.body, icon: NOTIFICATION_ICON, tag: 'news-7', renotify: true, data: { url: `${origin}/demo`, type: 'news', announcementId: 7 } },
    });
    // an announcement names no game, and a game's push no announcement
    expect(notificationFor(JSON.stringify({ ...news, announcementId: undefined, gameId: 7 }), origin).title).toBe(FOLLOW_TEXT.notificationFallback);
  });

  it.each([null, '', 'plain text', JSON.stringify({ ...score, type: 'gossip' }), JSON.stringify({ ...score, gameId: '42' }), JSON.stringify({ ...score, title: 3 })])(
    'still shows one for a payload it cannot read (%j)',
    (text) => {
      expect(notificationFor(text, origin)).toEqual({ title: FOLLOW_TEXT.notificationFallback, options: { icon: NOTIFICATION_ICON, data: { url: `${origin}/` } } });
    },
  );

  it('opens addresses of this site only', () => {
    expect(sameSiteUrl('/demo?game=42', origin)).toBe(`${origin}/demo?game=42`);
    expect(sameSiteUrl(`${origin}/demo`, origin)).toBe(`${origin}/demo`);
    expect(sameSiteUrl('https://evil.example/demo', origin)).toBe(`${origin}/`);
    expect(sameSiteUrl('//evil.example/demo', origin)).toBe(`${origin}/`);
    expect(sameSiteUrl('javascript:alert(1)', origin)).toBe(`${origin}/`);
  });

  it('brings forward a window already on the board, else none', () => {
    const windows = [{ url: `${origin}/demo` }, { url: `${origin}/demo?game=42` }];
    expect(windowShowing(windows, `${origin}/demo?game=42`)).toBe(windows[1]);
    expect(windowShowing(windows, `${origin}/demo?game=43`)).toBeNull();
  });
});

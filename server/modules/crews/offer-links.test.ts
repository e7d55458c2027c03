// The signed one-click links of a crew offer's mail (issue 48, decision 071), on both databases: the
// link's GET shows the game and a button and answers nothing; its POST accepts (or declines, with a
// reason, and the league's admins are mailed); a link of an older offer, or of an offer already
// answered, is a 410 page; an altered link is a 400; a cross-site POST is refused.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameDto } from '../../../common/schemas/games/dto';
import { gameCrew, games, mailOutbox } from '../../db/schema';
import { buildUser, type TestServer } from '../../test/helpers';
import { createGameVia, staffedSuite, type Staffed } from '../games/test-fixtures';

const PUBLIC_URL = 'https://leagues.example.org';
const HTML = { accept: 'text/html,application/xhtml+xml' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the crew offer links', () => {
  let server: TestServer;
  let s: Staffed;
  staffedSuite({ env: { PUBLIC_URL, PUBLIC_HOST_ALIASES: '127.0.0.1' } }, (suite) => {
    ({ server, s } = suite);
  });

  // the newest offer mail's Accept and Decline links to this address, as this test reaches the server
  async function linksTo(address: string, gameTitle: string): Promise<{ accept: string; decline: string }> {
    const rows = (await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'assignment')))).filter((row) => row.subject.includes(gameTitle));
    const text = rows.at(-1)!.text;
    const link = (label: string) => text.match(new RegExp(`^${label}: (\\S+)$`, 'm'))![1]!.replace(PUBLIC_URL, server.url);
    return { accept: link('Accept'), decline: link('Decline') };
  }
  const crewRow = async (gameId: number) => (await server.deps.db.select().from(gameCrew).where(and(eq(gameCrew.gameId, gameId), eq(gameCrew.position, 'referee'))))[0]!;
  // the browser's POST of the page's form (its Origin is this site)
  const press = (url: string, body = '') => fetch(url, { method: 'POST', headers: { ...HTML, ...FORM, origin: server.url }, body });

  let game: GameDto;
  let accept: string;

  it("shows the game and the position with a button, and answers nothing on a GET", async () => {
    game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, field: s.fieldName, scheduledDate: '2031-06-07T13:00:00Z' });
    ({ accept } = await linksTo(s.referee.email!, 'Hawks vs Bears'));
    expect(accept).toMatch(/\/api\/crew-offers\/accept\?offer=\d+\.referee\.\d+\.\d+&t=[\w-]+$/);
    const page = await fetch(accept, { headers: HTML });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Accept this game?');
    expect(html).toContain('referee position of Hawks vs Bears');
    expect(html).toContain('at North Field');
    expect(html).toMatch(/<form method="post" action="\/api\/crew-offers\/accept\?offer=[^"]+"><button type="submit"[^>]*>Accept<\/button><\/form>/);
    expect((await crewRow(game.id)).status).toBe('offered');
  });

  it('accepts on the POST, then the same link no longer works (410 page, JSON for a script)', async () => {
    const done = await press(accept);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are the referee of Hawks vs Bears');
    expect(await crewRow(game.id)).toMatchObject({ status: 'accepted', refereeId: s.referee.id });
    const again = await press(accept);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This link no longer works');
    const script = await fetch(accept);
    expect(script.status).toBe(410);
    expect(((await script.json()) as { message: string }).message).toMatch(/no longer works/);
  });

  it('declines with a reason from the page, opens the position and mails the league admins', async () => {
    const target = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, homeTeamId: s.thirdTeamId, scheduledDate: '2031-06-14T13:00:00Z' });
    const { decline } = await linksTo(s.referee.email!, 'Owls vs Bears');
    const page = await fetch(decline, { headers: HTML });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Decline this game?');
    expect(html).toContain('<label for="reason"');
    const done = await press(decline, new URLSearchParams({ reason: 'Out of town\nthat weekend' }).toString());
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You declined the referee position of Owls vs Bears');
    expect(await crewRow(target.id)).toMatchObject({ status: 'declined', refereeId: s.referee.id, declineReason: 'Out of town that weekend' });
    const [row] = await server.deps.db.select({ refereeId: games.refereeId }).from(games).where(eq(games.id, target.id));
    expect(row!.refereeId).toBeNull();
    const notices = await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, s.admin.email!), eq(mailOutbox.kind, 'crew-declined')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Reason: Out of town that weekend');
  });

  it('refuses a link of an older offer once the position was offered again', async () => {
    const other = await buildUser(server, { role: 'referee', league: s.league });
    const target = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, homeTeamId: s.awayTeamId, awayTeamId: s.thirdTeamId, scheduledDate: '2031-06-21T13:00:00Z' });
    const first = await linksTo(s.referee.email!, 'Bears vs Owls');
    const edit = (refereeId: number) => s.adminClient.request('PATCH', `/api/games/${target.id}/state`, { refereeId });
    expect((await edit(other.id)).status).toBe(200);
    expect((await edit(s.referee.id)).status).toBe(200);
    const second = await linksTo(s.referee.email!, 'Bears vs Owls');
    expect(second.accept).not.toBe(first.accept);
    for (const url of [first.accept, first.decline]) {
      const stale = await fetch(url, { headers: HTML });
      expect(stale.status).toBe(410);
      expect(await stale.text()).toContain('This link no longer works');
      expect((await press(url)).status).toBe(410);
    }
    expect((await crewRow(target.id)).status).toBe('offered');
    expect((await press(second.accept)).status).toBe(200);
    expect(await crewRow(target.id)).toMatchObject({ status: 'accepted', refereeId: s.referee.id });
  });

  it('refuses an altered or cut link with a 400, a page for a browser', async () => {
    const target = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId, scheduledDate: '2031-06-28T13:00:00Z' });
    const { accept: link } = await linksTo(s.referee.email!, 'Owls vs Hawks');
    const offer = new URL(link).searchParams.get('offer')!;
    const [gameId, position, refereeId, at] = offer.split('.');
    const altered = [
      link.replace(/t=[\w-]+$/, 't=forged'),
      link.replace(`offer=${offer}`, `offer=${gameId}.second.${refereeId}.${at}`),
      link.replace(`offer=${offer}`, `offer=${gameId}.${position}.${refereeId}.${Number(at) + 1}`),
      link.replace(`offer=${offer}`, `offer=${Number(gameId) + 1}.${position}.${refereeId}.${at}`),
      link.replace(/&t=[\w-]+$/, ''),
      `${server.url}/api/crew-offers/accept`,
      `${server.url}/api/crew-offers/decline?offer=x&t=y`,
    ];
    for (const url of altered) {
      const answer = await fetch(url);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/not valid/);
      const page = await fetch(url, { headers: HTML });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('This link is not valid');
      expect((await press(url)).status).toBe(400);
    }
    // from another site: refused before anything reads it
    const crossSite = await fetch(link, { method: 'POST', headers: { ...FORM, origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' }, body: '' });
    expect(crossSite.status).toBe(403);
    // a reason longer than the limit: refused, the offer stands
    const { decline } = await linksTo(s.referee.email!, 'Owls vs Hawks');
    const long = await fetch(decline, { method: 'POST', headers: { ...FORM, origin: server.url }, body: `reason=${'x'.repeat(501)}` });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toMatch(/at most 500/);
    expect((await crewRow(target.id)).status).toBe('offered');
  });
});

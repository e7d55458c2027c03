// Issue 38, a rainout: a Saturday of 8 games on 2 fields previewed and published into the next two
// Saturdays with every guarantee of the season builder checked, the moved games in the team
// calendars with a higher SEQUENCE and on the scoreboards' socket, the cancellation, the games that
// find no slot, the idempotent replay, and every refusal.
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingIndex, gameLengthMs } from '../../../common/schedule/booking';
import { previewedPlan, type RainoutBodyInput, type RainoutDto } from '../../../common/schemas/rainout';
import type { BracketAnswerDto } from '../../../common/schemas/brackets';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { LiveServerMessage } from '../../../common/schemas/live-protocol';
import { leagueDateOf } from '../../../common/time';
import { SERVER_TEXT } from '../../../common/texts';
import { utcToWallClock } from '../../../common/time';
import { auditLog, fields, games, leagues, refereeUnavailableDates, teams } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { startPushService, type TestPushService } from '../follows/test-fixtures';
import { openSocket, subscribe } from '../games/test-fixtures';
import type { League } from '../leagues/store';

let server: TestServer;
let push: TestPushService;
beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000', PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*' } });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

const TZ = 'America/New_York';
// 5 Dec 2026 is a Saturday; New York is UTC-5 in December
const at = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

type Day = {
  league: League;
  admin: ApiClient;
  team: (n: number) => number;
  field: (name: string) => number;
  referees: number[];
  // the 8 rained-out games in kickoff order, then Field 1 before Field 2
  rained: number[];
  // what stays: another field's game and a completed game that day
  kept: number[];
};

// The rained-out Saturday: Field 1 and Field 2 at 9:00, 10:15, 11:30 and 12:45, teams 1-16 once each,
// the first game refereed by R1, the second by R2; a game on Field 3 and a completed one stay. The
// next Saturday already has: Field 1 at 9:00 (teams 17 v 18), team 5 at noon on Field 3, R1 at 9:00
// on Field 3; R2 marked it unavailable.
async function rainedSaturday(): Promise<Day> {
  const league = await buildLeague(server, { timezone: TZ });
  const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
  const teamRows = await server.deps.db.insert(teams).values(Array.from({ length: 22 }, (_, i) => ({ leagueId: league.id, name: `Team ${i + 1}` }))).returning();
  const fieldRows = await server.deps.db.insert(fields).values(['Field 1', 'Field 2', 'Field 3', 'Dome'].map((name) => ({ leagueId: league.id, name }))).returning();
  const referees = [(await buildUser(server, { role: 'referee', league })).id, (await buildUser(server, { role: 'referee', league })).id];
  const team = (n: number) => teamRows[n - 1]!.id;
  const game = (date: string, time: string, field: string, home: number, away: number, values: Partial<typeof games.$inferInsert> = {}) => ({
    leagueId: league.id,
    homeTeamId: team(home),
    awayTeamId: team(away),
    field,
    scheduledDate: at(date, time),
    ...values,
  });
  const times = ['09:00', '10:15', '11:30', '12:45'];
  const day = times.flatMap((time, t) => ['Field 1', 'Field 2'].map((field, f) => game('2026-12-05', time, field, 4 * t + 2 * f + 1, 4 * t + 2 * f + 2, t === 0 ? { refereeId: referees[f] } : {})));
  const rained = (await server.deps.db.insert(games).values(day).returning()).map((g) => g.id);
  const kept = (
    await server.deps.db
      .insert(games)
      .values([game('2026-12-05', '09:00', 'Field 3', 17, 18), game('2026-12-05', '14:00', 'Field 1', 19, 20, { status: 'completed', homeScore: 7, awayScore: 6 })])
      .returning()
  ).map((g) => g.id);
  await server.deps.db.insert(games).values([game('2026-12-12', '09:00', 'Field 1', 17, 18), game('2026-12-12', '12:00', 'Field 3', 5, 19), game('2026-12-12', '09:00', 'Field 3', 21, 22, { refereeId: referees[0] })]);
  await server.deps.db.insert(refereeUnavailableDates).values({ userId: referees[1]!, date: '2026-12-12' });
  return { league, admin, team, field: (name) => fieldRows.find((f) => f.name === name)!.id, referees, rained, kept };
}

// Saturdays from 12 Dec to 19 Dec, Field 1 and Field 2 at 9:00, 10:15 and 11:30; team 7 blacked out on the 12th.
const moveBody = (d: Day, extra: Partial<NonNullable<RainoutBodyInput['reschedule']>> = {}): RainoutBodyInput => ({
  date: '2026-12-05',
  fieldIds: [d.field('Field 1'), d.field('Field 2')],
  reschedule: {
    startDate: '2026-12-12',
    endDate: '2026-12-19',
    slots: ['09:00', '10:15', '11:30'].flatMap((time) => [d.field('Field 1'), d.field('Field 2')].map((fieldId) => ({ weekday: 6, time, fieldId }))),
    teamBlackouts: [{ teamId: d.team(7), date: '2026-12-12' }],
    ...extra,
  },
});

const path = (d: { league: League }, preview = false) => `/api/leagues/${d.league.slug}/rainout${preview ? '/preview' : ''}`;
// The publish's body: the form's, and what its preview showed (issue 45: a plan changed since is 409)
const withPreview = (body: RainoutBodyInput, preview: RainoutDto) => ({ ...body, preview: previewedPlan(preview) });
const EMPTY_PREVIEW = { games: [], dependents: [] };

// Previews the body, then publishes it with that preview.
async function previewThenPublish<T = RainoutDto>(client: ApiClient, d: { league: League }, body: RainoutBodyInput, headers: Record<string, string> = {}) {
  const preview = await client.post<RainoutDto>(path(d, true), body);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  return client.request<T>('POST', path(d), withPreview(body, preview.body), { headers });
}
const leagueGames = (leagueId: number) => server.deps.db.select().from(games).where(eq(games.leagueId, leagueId));

function vevents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, start: event.startDate.toJSDate().toISOString(), sequence: event.sequence, location: event.location, status: vevent.getFirstPropertyValue('status') };
  });
}

async function teamCalendar(d: Day, teamId: number) {
  const res = await new ApiClient(server.url).request<string>('GET', `/api/leagues/${d.league.slug}/teams/${teamId}/calendar.ics`);
  expect(res.status).toBe(200);
  return vevents(res.body);
}

// Every rule of the season builder, over the league's games as they are now.
async function assertGuarantees(d: Day, blackouts: { teamId: number; date: string }[], unavailable: { refereeId: number; date: string }[]) {
  const rows = (await leagueGames(d.league.id)).filter((g) => g.status !== 'cancelled');
  const index = new BookingIndex();
  const teamDays = new Set<string>();
  for (const g of rows) {
    const booking = { id: g.id, start: g.scheduledDate.getTime(), end: g.scheduledDate.getTime() + gameLengthMs(g), field: g.field, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, refereeId: g.refereeId };
    // no field, team or referee double booking
    expect(index.firstClash(booking), `game ${g.id}`).toBeNull();
    index.add(booking);
    const date = leagueDateOf(g.scheduledDate, TZ);
    // a team once a day: the rained-out day's games were already so, and so are the new days'
    for (const teamId of [g.homeTeamId, g.awayTeamId]) {
      expect(teamDays.has(`${teamId} ${date}`), `team ${teamId} twice on ${date}`).toBe(false);
      teamDays.add(`${teamId} ${date}`);
      expect(blackouts).not.toContainEqual({ teamId, date });
    }
    if (g.refereeId !== null) expect(unavailable).not.toContainEqual({ refereeId: g.refereeId, date });
  }
}

describe('POST /api/leagues/{slug}/rainout/preview and /rainout', () => {
  it('moves a Saturday of 8 games on 2 fields into the next two Saturdays by the builder\'s rules, once per Idempotency-Key; calendars and scoreboards follow', async () => {
    const d = await rainedSaturday();
    const before = await leagueGames(d.league.id);
    const preview = await d.admin.post<RainoutDto>(path(d, true), moveBody(d));
    expect(preview.status).toBe(200);
    const [f1, f2] = [d.field('Field 1'), d.field('Field 2')];
    const to = (date: string, time: string, fieldId: number) => ({ scheduledDate: at(date, time).toISOString(), fieldId });
    // in their original order, each the first slot its rules allow: R1 referees at 9:00 on the 12th,
    // R2 is unavailable that day, team 5 already plays then, team 7 is blacked out; Field 1 at 9:00 is taken
    expect(preview.body).toEqual({
      games: [
        { id: d.rained[0], from: to('2026-12-05', '09:00', f1), to: to('2026-12-12', '10:15', f1) },
        { id: d.rained[1], from: to('2026-12-05', '09:00', f2), to: to('2026-12-19', '09:00', f1) },
        { id: d.rained[2], from: to('2026-12-05', '10:15', f1), to: to('2026-12-19', '09:00', f2) },
        { id: d.rained[3], from: to('2026-12-05', '10:15', f2), to: to('2026-12-19', '10:15', f1) },
        { id: d.rained[4], from: to('2026-12-05', '11:30', f1), to: to('2026-12-12', '09:00', f2) },
        { id: d.rained[5], from: to('2026-12-05', '11:30', f2), to: to('2026-12-12', '10:15', f2) },
        { id: d.rained[6], from: to('2026-12-05', '12:45', f1), to: to('2026-12-12', '11:30', f1) },
        { id: d.rained[7], from: to('2026-12-05', '12:45', f2), to: to('2026-12-12', '11:30', f2) },
      ],
      unscheduled: [],
      dependents: [],
    });
    // a preview writes nothing
    expect(await leagueGames(d.league.id)).toEqual(before);

    const socket = await openSocket(server.url);
    await subscribe(socket, `league:${d.league.slug}`);
    const headers = { 'Idempotency-Key': `rainout-${d.league.id}` };
    const published = await d.admin.request<RainoutDto>('POST', path(d), withPreview(moveBody(d), preview.body), { headers });
    expect(published.status).toBe(200);
    expect(published.body).toEqual(preview.body);

    const rows = await leagueGames(d.league.id);
    for (const { id, to: slot } of preview.body.games) {
      const row = rows.find((g) => g.id === id)!;
      expect(row).toMatchObject({ status: 'scheduled', scheduledDate: new Date(slot!.scheduledDate), field: slot!.fieldId === f1 ? 'Field 1' : 'Field 2', calendarSequence: 1 });
      const wall = utcToWallClock(row.scheduledDate, TZ);
      expect(['09:00', '10:15', '11:30']).toContain(`${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`);
    }
    // what was not on those fields, or not scheduled, stays as it was
    for (const id of d.kept) expect(rows.find((g) => g.id === id)).toEqual(before.find((g) => g.id === id));
    await assertGuarantees(d, [{ teamId: d.team(7), date: '2026-12-12' }], [{ refereeId: d.referees[1]!, date: '2026-12-12' }]);

    // the scoreboards get each moved game
    for (const { id, to: slot } of preview.body.games) {
      const pushed = await socket.next((m: LiveServerMessage) => m.type === 'gameUpdated' && m.data.id === id);
      expect(pushed).toMatchObject({ data: { scheduledDate: slot!.scheduledDate } });
    }
    socket.close();

    // both teams' calendars: the same event at its new time, SEQUENCE 1
    for (const { id, to: slot } of preview.body.games) {
      const row = rows.find((g) => g.id === id)!;
      for (const teamId of [row.homeTeamId!, row.awayTeamId!]) {
        const event = (await teamCalendar(d, teamId)).find((e) => e.uid.startsWith(`game-${id}@`));
        expect(event).toMatchObject({ start: slot!.scheduledDate, sequence: 1, status: 'CONFIRMED', location: row.field });
      }
    }

    // the same key again: the stored answer, nothing moved twice
    const again = await d.admin.request<RainoutDto>('POST', path(d), withPreview(moveBody(d), preview.body), { headers });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(published.body);
    expect(await leagueGames(d.league.id)).toEqual(rows);
    // the same key with another body: 422
    const reused = await d.admin.request<{ message: string }>('POST', path(d), withPreview({ ...moveBody(d), reschedule: null }, preview.body), { headers });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(GAMES_TEXT.idempotencyKeyReused);
    // and the day has nothing left to rain out
    const none = await d.admin.post<{ message: string }>(path(d), withPreview(moveBody(d), preview.body));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No scheduled game on 2026-12-05 on those fields: there is nothing to rain out');

    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.leagueId, d.league.id), eq(auditLog.action, 'rainout.publish')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ date: '2026-12-05', moved: 8, cancelled: 0 });
  });

  it('reschedule null cancels the games of the day on every field; the calendars strike them with a higher SEQUENCE', async () => {
    const d = await rainedSaturday();
    const before = await leagueGames(d.league.id);
    const body: RainoutBodyInput = { date: '2026-12-05', reschedule: null };
    const preview = await d.admin.post<RainoutDto>(path(d, true), body);
    expect(preview.status).toBe(200);
    // every field: the game on Field 3 too; the completed one is not scheduled
    expect(preview.body.games.map((g) => g.id)).toEqual([d.rained[0], d.rained[1], d.kept[0], ...d.rained.slice(2)]);
    expect(preview.body.games.every((g) => g.to === null)).toBe(true);
    expect(preview.body.unscheduled).toEqual([]);
    expect(preview.body.dependents).toEqual([]);
    const published = await d.admin.post<RainoutDto>(path(d), withPreview(body, preview.body));
    expect(published.status).toBe(200);
    expect(published.body).toEqual(preview.body);
    const rows = await leagueGames(d.league.id);
    // cancelled where they were
    for (const id of [...d.rained, d.kept[0]!]) expect(rows.find((g) => g.id === id)).toMatchObject({ status: 'cancelled', scheduledDate: before.find((g) => g.id === id)!.scheduledDate, field: before.find((g) => g.id === id)!.field, calendarSequence: 1 });
    expect(rows.find((g) => g.id === d.kept[1])).toMatchObject({ status: 'completed', calendarSequence: 0 });
    const event = (await teamCalendar(d, d.team(1))).find((e) => e.uid.startsWith(`game-${d.rained[0]}@`));
    expect(event).toMatchObject({ start: at('2026-12-05', '09:00').toISOString(), sequence: 1, status: 'CANCELLED' });
  });

  it('a game that finds no slot is listed with the reason and cancelled; a league blackout over every date leaves all unscheduled', async () => {
    const d = await rainedSaturday();
    // only the 12th, Field 1 and Field 2 at 9:00 and 10:15: three free slots
    const body = moveBody(d, { endDate: '2026-12-12', slots: ['09:00', '10:15'].flatMap((time) => [d.field('Field 1'), d.field('Field 2')].map((fieldId) => ({ weekday: 6, time, fieldId }))) });
    const preview = await d.admin.post<RainoutDto>(path(d, true), body);
    expect(preview.status).toBe(200);
    const end = 'Add dates or slots, or remove a blackout.';
    expect(preview.body.unscheduled).toEqual([
      { id: d.rained[1], reason: `No date fit by the end date: of the 1 date with slots, 1 with its referee unavailable or busy. ${end}` },
      { id: d.rained[2], reason: `No date fit by the end date: of the 1 date with slots, 1 with one of the teams already playing that day. ${end}` },
      { id: d.rained[3], reason: `No date fit by the end date: of the 1 date with slots, 1 blacked out for one of the teams. ${end}` },
      { id: d.rained[6], reason: `No date fit by the end date: of the 1 date with slots, 1 with every free slot taken. ${end}` },
      { id: d.rained[7], reason: `No date fit by the end date: of the 1 date with slots, 1 with every free slot taken. ${end}` },
    ]);
    const movedIds = [d.rained[0], d.rained[4], d.rained[5]];
    expect(preview.body.games.filter((g) => g.to !== null).map((g) => g.id)).toEqual(movedIds);
    const published = await d.admin.post<RainoutDto>(path(d), withPreview(body, preview.body));
    expect(published.body).toEqual(preview.body);
    const rows = await leagueGames(d.league.id);
    for (const { id } of preview.body.unscheduled) expect(rows.find((g) => g.id === id)).toMatchObject({ status: 'cancelled', scheduledDate: at('2026-12-05', ['09:00', '10:15', '10:15', '12:45', '12:45'][preview.body.unscheduled.findIndex((u) => u.id === id)]!), calendarSequence: 1 });
    for (const id of movedIds) expect(rows.find((g) => g.id === id)).toMatchObject({ status: 'scheduled', calendarSequence: 1 });
    await assertGuarantees(d, [{ teamId: d.team(7), date: '2026-12-12' }], [{ refereeId: d.referees[1]!, date: '2026-12-12' }]);

    const other = await rainedSaturday();
    const blackedOut = await other.admin.post<RainoutDto>(path(other, true), moveBody(other, { blackoutDates: ['2026-12-12', '2026-12-19'] }));
    expect(blackedOut.body.games.every((g) => g.to === null)).toBe(true);
    expect(blackedOut.body.unscheduled).toHaveLength(8);
    for (const u of blackedOut.body.unscheduled) expect(u.reason).toBe('No date from the start date to the end date has a slot (check the weekdays, the blackout dates and the end date).');
  });
});

// Issue 45: a single-elimination bracket of 4 published through the brackets API into the given
// slots ([date, time, field]): Semifinal 1 (W1-1, seeds 1 v 4), Semifinal 2 (W1-2, seeds 2 v 3), the
// Final (W2-1) and, when asked, the third-place game (3P) before it.
type Playoffs = { league: League; admin: ApiClient; team: (seed: number) => number; field: (name: string) => number; game: (key: string) => number };

async function playoffs(slots: [string, string, string][], thirdPlace = false, format: 'single' | 'double' = 'single', teamCount = 4): Promise<Playoffs> {
  const league = await buildLeague(server, { timezone: TZ });
  const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
  const teamRows = await server.deps.db.insert(teams).values(Array.from({ length: teamCount }, (_, i) => ({ leagueId: league.id, name: `Seed ${i + 1}` }))).returning();
  const fieldRows = await server.deps.db.insert(fields).values(['Field 1', 'Field 2'].map((name) => ({ leagueId: league.id, name }))).returning();
  const field = (name: string) => fieldRows.find((f) => f.name === name)!.id;
  const body = { name: 'Playoffs', format, seedTeamIds: teamRows.map((t) => t.id), thirdPlace, slots: slots.map(([date, time, name]) => ({ date, time, fieldId: field(name) })) };
  const bracket = await admin.post<BracketAnswerDto>(`/api/leagues/${league.slug}/brackets`, body);
  expect(bracket.status, JSON.stringify(bracket.body)).toBe(201);
  return { league, admin, team: (seed) => teamRows[seed - 1]!.id, field, game: (key) => bracket.body.games.find((g) => g.key === key)!.id! };
}

const slotAt = (date: string, time: string, fieldId: number) => ({ scheduledDate: at(date, time).toISOString(), fieldId });
const saturdays = (p: Playoffs, times: string[], fieldNames: string[]) => times.flatMap((time) => fieldNames.map((name) => ({ weekday: 6, time, fieldId: p.field(name) })));

// No bracket game of the league kicks off before every game feeding it (and not cancelled) has ended.
async function assertBracketOrder(leagueId: number) {
  const rows = (await leagueGames(leagueId)).filter((g) => g.bracketId !== null && g.status !== 'cancelled');
  for (const game of rows) {
    for (const from of [game.homeFrom, game.awayFrom]) {
      const feeder = from && rows.find((g) => g.bracketId === game.bracketId && g.bracketKey === from.key);
      if (feeder) expect(game.scheduledDate.getTime(), `${game.bracketKey} after ${feeder.bracketKey}`).toBeGreaterThanOrEqual(feeder.scheduledDate.getTime() + gameLengthMs(feeder));
    }
  }
}

describe('playoff games on the rained-out day (issue 45)', () => {
  it('semifinals and their final move in the bracket order: never a semifinal after or with its final', async () => {
    const p = await playoffs([['2026-12-05', '09:00', 'Field 1'], ['2026-12-05', '09:00', 'Field 2'], ['2026-12-05', '10:15', 'Field 1']]);
    const [semi1, semi2, final] = [p.game('W1-1'), p.game('W1-2'), p.game('W2-1')];
    const [f1, f2] = [p.field('Field 1'), p.field('Field 2')];
    // seed 1 is blacked out on the 12th: Semifinal 1 plays on the 19th, so the Final does too, after it
    const body: RainoutBodyInput = { date: '2026-12-05', reschedule: { startDate: '2026-12-12', endDate: '2026-12-19', slots: saturdays(p, ['09:00', '10:15'], ['Field 1', 'Field 2']), teamBlackouts: [{ teamId: p.team(1), date: '2026-12-12' }] } };
    const preview = await p.admin.post<RainoutDto>(path(p, true), body);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      games: [
        { id: semi1, from: slotAt('2026-12-05', '09:00', f1), to: slotAt('2026-12-19', '09:00', f1) },
        { id: semi2, from: slotAt('2026-12-05', '09:00', f2), to: slotAt('2026-12-12', '09:00', f1) },
        // 9:00 + 65 minutes: the first slot once Semifinal 1 has ended
        { id: final, from: slotAt('2026-12-05', '10:15', f1), to: slotAt('2026-12-19', '10:15', f1) },
      ],
      unscheduled: [],
      dependents: [],
    });
    const published = await p.admin.post<RainoutDto>(path(p), withPreview(body, preview.body));
    expect(published.status).toBe(200);
    expect(published.body).toEqual(preview.body);
    const rows = await leagueGames(p.league.id);
    for (const id of [semi1, semi2, final]) expect(rows.find((g) => g.id === id)).toMatchObject({ status: 'scheduled', calendarSequence: 1 });
    await assertBracketOrder(p.league.id);
  });

  it('a semifinal that cannot end before its final (staying on the next Saturday) is unscheduled with the reason, and the final is cancelled with it, listed', async () => {
    const p = await playoffs([['2026-12-05', '09:00', 'Field 1'], ['2026-12-05', '09:00', 'Field 2'], ['2026-12-12', '10:15', 'Field 1']]);
    const [semi1, semi2, final] = [p.game('W1-1'), p.game('W1-2'), p.game('W2-1')];
    const f1 = p.field('Field 1');
    // Field 1 at 9:00 and 11:30: one semifinal fits before the Final's 10:15
    const body: RainoutBodyInput = { date: '2026-12-05', reschedule: { startDate: '2026-12-12', endDate: '2026-12-19', slots: saturdays(p, ['09:00', '11:30'], ['Field 1']) } };
    const preview = await p.admin.post<RainoutDto>(path(p, true), body);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      games: [
        { id: semi1, from: slotAt('2026-12-05', '09:00', f1), to: slotAt('2026-12-12', '09:00', f1) },
        { id: semi2, from: slotAt('2026-12-05', '09:00', p.field('Field 2')), to: null },
      ],
      unscheduled: [{ id: semi2, reason: `No slot keeps the playoff order: it must end before Final (#${final}) starts (Sat, Dec 12, 2026, 10:15 AM). Add slots before it, or move Final (#${final}) first.` }],
      dependents: [{ id: final, from: slotAt('2026-12-12', '10:15', f1), reason: `Cancelled: it waits for Semifinal 2 (#${semi2}), which this rainout cancels` }],
    });
    const published = await p.admin.post<RainoutDto>(path(p), withPreview(body, preview.body));
    expect(published.status).toBe(200);
    expect(published.body).toEqual(preview.body);
    const rows = await leagueGames(p.league.id);
    expect(rows.find((g) => g.id === semi1)).toMatchObject({ status: 'scheduled', scheduledDate: at('2026-12-12', '09:00') });
    for (const id of [semi2, final]) expect(rows.find((g) => g.id === id)).toMatchObject({ status: 'cancelled', calendarSequence: 1 });
    expect(rows.find((g) => g.id === final)).toMatchObject({ scheduledDate: at('2026-12-12', '10:15') });
    await assertBracketOrder(p.league.id);
  });

  it('cancelling a semifinal cancels the games waiting on it (the final and the third-place game), each listed in the preview with why', async () => {
    const p = await playoffs([['2026-12-05', '09:00', 'Field 1'], ['2026-12-05', '09:00', 'Field 2'], ['2026-12-12', '09:00', 'Field 1'], ['2026-12-12', '09:00', 'Field 2']], true);
    const [semi1, semi2, third, final] = [p.game('W1-1'), p.game('W1-2'), p.game('3P'), p.game('W2-1')];
    const before = await leagueGames(p.league.id);
    // only Field 1 is rained out: Semifinal 2 on Field 2 is played
    const body: RainoutBodyInput = { date: '2026-12-05', fieldIds: [p.field('Field 1')], reschedule: null };
    const preview = await p.admin.post<RainoutDto>(path(p, true), body);
    expect(preview.status).toBe(200);
    const because = `Cancelled: it waits for Semifinal 1 (#${semi1}), which this rainout cancels`;
    expect(preview.body).toEqual({
      games: [{ id: semi1, from: slotAt('2026-12-05', '09:00', p.field('Field 1')), to: null }],
      unscheduled: [],
      dependents: [
        { id: third, from: slotAt('2026-12-12', '09:00', p.field('Field 1')), reason: because },
        { id: final, from: slotAt('2026-12-12', '09:00', p.field('Field 2')), reason: because },
      ],
    });
    expect(await leagueGames(p.league.id)).toEqual(before);
    const published = await p.admin.post<RainoutDto>(path(p), withPreview(body, preview.body));
    expect(published.status).toBe(200);
    expect(published.body).toEqual(preview.body);
    const rows = await leagueGames(p.league.id);
    for (const id of [semi1, third, final]) expect(rows.find((g) => g.id === id)).toMatchObject({ status: 'cancelled', calendarSequence: 1, scheduledDate: before.find((g) => g.id === id)!.scheduledDate });
    expect(rows.find((g) => g.id === semi2)).toEqual(before.find((g) => g.id === semi2));
    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.leagueId, p.league.id), eq(auditLog.action, 'rainout.publish')));
    expect(audits.map((a) => a.details)).toEqual([expect.objectContaining({ moved: 0, cancelled: 1, dependentsCancelled: 2 })]);
  });
  it('a game of the day waiting on a game of another field that the rainout cancels is cancelled too, never moved', async () => {
    // double elimination of 2: Winners round 1 (Field 1, 9:00), the grand final (Field 2, 10:15), its reset (Field 1, 11:30)
    const p = await playoffs([['2026-12-05', '09:00', 'Field 1'], ['2026-12-05', '10:15', 'Field 2'], ['2026-12-05', '11:30', 'Field 1']], false, 'double', 2);
    const [first, grand, reset] = [p.game('W1-1'), p.game('GF'), p.game('GF2')];
    const f1 = p.field('Field 1');
    // only Field 1 is rained out: the first game cannot end before the grand final it feeds, so it is cancelled, and
    // the grand final with it; the reset waits on the grand final, so it cannot move
    const body: RainoutBodyInput = { date: '2026-12-05', fieldIds: [f1], reschedule: { startDate: '2026-12-12', endDate: '2026-12-19', slots: saturdays(p, ['09:00'], ['Field 1']) } };
    const preview = await p.admin.post<RainoutDto>(path(p, true), body);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      games: [
        { id: first, from: slotAt('2026-12-05', '09:00', f1), to: null },
        { id: reset, from: slotAt('2026-12-05', '11:30', f1), to: null },
      ],
      unscheduled: [
        { id: first, reason: `No slot keeps the playoff order: it must end before Grand final (#${grand}) starts (Sat, Dec 5, 2026, 10:15 AM). Add slots before it, or move Grand final (#${grand}) first.` },
        { id: reset, reason: `It waits for Grand final (#${grand}), which this rainout cancels` },
      ],
      dependents: [{ id: grand, from: slotAt('2026-12-05', '10:15', p.field('Field 2')), reason: `Cancelled: it waits for Winners round 1 (#${first}), which this rainout cancels` }],
    });
    const published = await p.admin.post<RainoutDto>(path(p), withPreview(body, preview.body));
    expect(published.status).toBe(200);
    for (const id of [first, grand, reset]) expect((await leagueGames(p.league.id)).find((g) => g.id === id)).toMatchObject({ status: 'cancelled', calendarSequence: 1 });
  });
});

describe('a plan that changed between the preview and the publish (issue 45)', () => {
  it('another rainout took a slot in between: 409 naming the game, nothing written; previewed again, it publishes', async () => {
    const d = await rainedSaturday();
    // only the 12th, Field 1 and Field 2 at 9:00 and 10:15: three free slots, three games moved
    const body = moveBody(d, { endDate: '2026-12-12', slots: ['09:00', '10:15'].flatMap((time) => [d.field('Field 1'), d.field('Field 2')].map((fieldId) => ({ weekday: 6, time, fieldId }))) });
    const preview = await d.admin.post<RainoutDto>(path(d, true), body);
    expect(preview.body.games.filter((g) => g.to !== null).map((g) => g.id)).toEqual([d.rained[0], d.rained[4], d.rained[5]]);
    expect(preview.body.games.find((g) => g.id === d.rained[4])!.to).toEqual({ scheduledDate: at('2026-12-12', '09:00').toISOString(), fieldId: d.field('Field 2') });

    // Sunday's game (two teams free on the 12th) is rained out too, into Field 2 at 9:00 on the 12th
    const [home, away] = await server.deps.db.insert(teams).values([{ leagueId: d.league.id, name: 'Team 23' }, { leagueId: d.league.id, name: 'Team 24' }]).returning();
    await server.deps.db.insert(games).values({ leagueId: d.league.id, homeTeamId: home!.id, awayTeamId: away!.id, field: 'Field 1', scheduledDate: at('2026-12-06', '10:00') });
    const sunday: RainoutBodyInput = { date: '2026-12-06', reschedule: { startDate: '2026-12-12', endDate: '2026-12-12', slots: [{ weekday: 6, time: '09:00', fieldId: d.field('Field 2') }] } };
    const other = await previewThenPublish(d.admin, d, sunday);
    expect(other.status).toBe(200);
    expect(other.body.games[0]!.to).toEqual({ scheduledDate: at('2026-12-12', '09:00').toISOString(), fieldId: d.field('Field 2') });

    // Saturday's publish with its preview: its plan would now move game 5 elsewhere and cancel game 6
    const before = await leagueGames(d.league.id);
    const stale = await d.admin.request<{ message: string }>('POST', path(d), withPreview(body, preview.body), { headers: { 'Idempotency-Key': `stale-${d.league.id}` } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`The rainout's plan changed since its preview: game ${d.rained[4]} would now move to Sat, Dec 12, 2026, 10:15 AM on Field 2, not Sat, Dec 12, 2026, 9:00 AM on Field 2. Nothing was changed: preview the rainout again.`);
    expect(await leagueGames(d.league.id)).toEqual(before);
    const audits = () => server.deps.db.select().from(auditLog).where(and(eq(auditLog.leagueId, d.league.id), eq(auditLog.action, 'rainout.publish')));
    expect(await audits()).toHaveLength(1);

    // previewed again: what it now shows is what is written
    const again = await d.admin.post<RainoutDto>(path(d, true), body);
    expect(again.body.games.find((g) => g.id === d.rained[5])!.to).toBeNull();
    const published = await d.admin.request<RainoutDto>('POST', path(d), withPreview(body, again.body), { headers: { 'Idempotency-Key': `fresh-${d.league.id}` } });
    expect(published.status).toBe(200);
    expect(published.body).toEqual(again.body);
    expect((await leagueGames(d.league.id)).find((g) => g.id === d.rained[5])).toMatchObject({ status: 'cancelled' });
    expect(await audits()).toHaveLength(2);
  });
});

describe("the teams' followers", () => {
  it('hear moved for a game that moved and cancelled for one that found no slot, each in its push message', async () => {
    const d = await rainedSaturday();
    const [moving, stuck] = [push.browser(), push.browser()];
    const visitor = new ApiClient(server.url);
    // team 1 plays the first game (moved to the 12th), team 4 the second (R2's: no slot by the 12th)
    expect((await visitor.post('/api/push/subscriptions', { subscription: moving.subscription, leagueSlug: d.league.slug, teamIds: [d.team(1)] })).status).toBe(201);
    expect((await visitor.post('/api/push/subscriptions', { subscription: stuck.subscription, leagueSlug: d.league.slug, teamIds: [d.team(4)] })).status).toBe(201);
    const published = await previewThenPublish(d.admin, d, moveBody(d, { endDate: '2026-12-12' }));
    expect(published.status).toBe(200);
    expect(published.body.unscheduled.map((u) => u.id)).toContain(d.rained[1]);
    const [moved] = await push.waitFor(moving, 1);
    expect(moved!.message).toMatchObject({ type: 'moved', gameId: d.rained[0], body: 'Now Sat, Dec 12, 10:15 AM EST on Field 1.', url: `/${d.league.slug}?game=${d.rained[0]}` });
    const [cancelled] = await push.waitFor(stuck, 1);
    expect(cancelled!.message).toMatchObject({ type: 'cancelled', gameId: d.rained[1] });
    expect(push.refused).toEqual([]);
  });
});

describe('refusals', () => {
  it('every bad input is 400 with a message naming it, and nothing is written', async () => {
    const d = await rainedSaturday();
    const otherLeague = await rainedSaturday();
    const before = await leagueGames(d.league.id);
    const slot = { weekday: 6, time: '09:00', fieldId: d.field('Field 1') };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ date: '2026-02-30' }, /^Date is not a date of the calendar/],
      [{ date: '12/05/2026' }, /^Date must be a date written YYYY-MM-DD/],
      [{ date: '9999-12-05' }, 'Date must be between 2000-01-01 and 2100-12-31'],
      [{ date: undefined }, 'Date must be a date written YYYY-MM-DD'],
      [{ reschedule: undefined }, 'Reschedule is required: null cancels the games, { startDate, slots } moves them'],
      [{ reschedule: 'tomorrow' }, 'Reschedule must be null (cancel the games) or { startDate, slots } (move them)'],
      [{ fieldIds: [] }, 'Field ids needs at least one field (leave it out for every field)'],
      [{ fieldIds: [otherLeague.field('Field 1')] }, `Field ${otherLeague.field('Field 1')} is not a field of this league`],
      [{ fieldIds: [0] }, /^Field ids\.0 must be a whole number from 1/],
      [{ fieldIds: Array.from({ length: 301 }, () => d.field('Field 1')) }, 'Field ids takes at most 300 fields'],
      [{ surprise: true }, /surprise/],
      [{ reschedule: { startDate: '2026-12-05', slots: [slot] } }, 'Reschedule start date must be after the rained-out day (2026-12-05): a rained-out day\'s games move to another day'],
      [{ reschedule: { startDate: '2026-11-28', slots: [slot] } }, /^Reschedule start date must be after the rained-out day/],
      [{ reschedule: { startDate: '2026-12-12', slots: [] } }, 'Reschedule.slots needs at least one field and time'],
      [{ reschedule: { startDate: '2026-12-12' } }, 'Reschedule.slots is required'],
      [{ reschedule: { startDate: '2026-12-12', slots: [{ ...slot, time: '9:00' }] } }, /^Reschedule\.slots\.0\.time must be a time written HH:MM/],
      [{ reschedule: { startDate: '2026-12-12', slots: [{ ...slot, weekday: 7 }] } }, /^Reschedule\.slots\.0\.weekday must be from 0 \(Sunday\) to 6 \(Saturday\)/],
      [{ reschedule: { startDate: '2026-12-12', slots: [{ ...slot, fieldId: otherLeague.field('Dome') }] } }, `Field ${otherLeague.field('Dome')} is not a field of this league`],
      [{ reschedule: { startDate: '2026-12-12', slots: [slot, slot] } }, `The slot (weekday 6, 09:00, field ${slot.fieldId}) is listed twice`],
      [{ reschedule: { startDate: '2026-12-12', endDate: '2026-12-11', slots: [slot] } }, 'End date must be on or after the start date'],
      [{ reschedule: { startDate: '2026-12-12', endDate: '2027-12-13', slots: [slot] } }, 'A season spans at most 366 days from its start date'],
      [{ reschedule: { startDate: '2026-12-12', slots: [slot], blackoutDates: ['2026-13-01'] } }, /^Reschedule\.blackout dates\.0 /],
      [{ reschedule: { startDate: '2026-12-12', slots: [slot], teamBlackouts: [{ teamId: otherLeague.team(1), date: '2026-12-12' }] } }, `Reschedule team blackouts: team ${otherLeague.team(1)} is not a team of this league`],
      [{ reschedule: { startDate: '2026-12-12', slots: [slot], rounds: 2 } }, /rounds/],
    ];
    for (const [change, message] of cases) {
      for (const preview of [true, false]) {
        const body = { ...moveBody(d), ...change, ...(preview ? {} : { preview: EMPTY_PREVIEW }) };
        const res = await d.admin.post<{ message: string }>(path(d, preview), body);
        expect(res.status, `${preview ? 'preview' : 'publish'} ${JSON.stringify(change).slice(0, 80)}: ${res.body.message}`).toBe(400);
        if (typeof message === 'string') expect(res.body.message).toBe(message);
        else expect(res.body.message).toMatch(message);
      }
    }
    // the publish's preview (issue 45): required, each entry checked; the preview route takes none
    const slotTo = { scheduledDate: '2026-12-12T15:15:00.000Z', fieldId: d.field('Field 1') };
    const publishCases: [Record<string, unknown>, string | RegExp][] = [
      [{ preview: undefined }, "Preview is required: the preview's games and where each goes (its answer's games and dependents)"],
      [{ preview: 'the one I saw' }, "Preview must be the preview's games and where each goes (its answer's games and dependents)"],
      [{ preview: { games: 'all', dependents: [] } }, /^Preview\.games: /],
      [{ preview: { games: [{ id: 1, to: { ...slotTo, scheduledDate: 'noon' } }], dependents: [] } }, /^Preview\.games\.0\.to\.scheduled date must be an ISO date and time/],
      [{ preview: { games: [{ id: 1, to: { ...slotTo, fieldId: 'Field 1' } }], dependents: [] } }, /^Preview\.games\.0\.to\.field id must be a number/],
      [{ preview: { games: [{ id: 1 }], dependents: [] } }, 'Preview.games.0.to is required'],
      [{ preview: { games: [], dependents: [0] } }, /^Preview\.dependents\.0 must be a whole number from 1/],
      [{ preview: { games: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1, to: null })), dependents: [] } }, 'Preview.games takes at most 1000 games'],
      [{ preview: { games: [], dependents: [], surprise: 1 } }, /surprise/],
    ];
    for (const [change, message] of publishCases) {
      const res = await d.admin.post<{ message: string }>(path(d), { ...moveBody(d), ...change });
      expect(res.status, `publish ${JSON.stringify(change).slice(0, 80)}: ${res.body.message}`).toBe(400);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect((await d.admin.post<{ message: string }>(path(d, true), { ...moveBody(d), preview: EMPTY_PREVIEW })).body.message).toMatch(/preview/);
    // a day with no scheduled game on those fields: nothing to publish (the preview says so by its empty lists)
    const empty = { ...moveBody(d), date: '2026-12-06' };
    expect((await d.admin.post<RainoutDto>(path(d, true), empty)).body).toEqual({ games: [], unscheduled: [], dependents: [] });
    expect((await d.admin.post<{ message: string }>(path(d), { ...empty, preview: EMPTY_PREVIEW })).body.message).toBe('No scheduled game on 2026-12-06 on those fields: there is nothing to rain out');
    expect((await d.admin.post<{ message: string }>(path(d), { ...moveBody(d), fieldIds: [d.field('Dome')], preview: EMPTY_PREVIEW })).status).toBe(400);
    expect(await leagueGames(d.league.id)).toEqual(before);
  });

  it('the signed out, referees, fans and another league\'s admin are refused; an unknown league 404, archived 409, suspended 403; a super admin may', async () => {
    const d = await rainedSaturday();
    const before = await leagueGames(d.league.id);
    const other = await rainedSaturday();
    const body = moveBody(d);
    for (const preview of [true, false]) {
      expect((await new ApiClient(server.url).post(path(d, preview), body)).status).toBe(401);
      for (const role of ['referee', 'fan'] as const) {
        const client = await signIn(server, await buildUser(server, { role, league: d.league }), d.league.slug);
        expect((await client.post(path(d, preview), body)).status).toBe(403);
      }
      const cross = await other.admin.post<{ message: string }>(path(d, preview), body);
      expect(cross.status).toBe(403);
      expect(cross.body.message).toBe(SERVER_TEXT.assignedLeagueOnly);
      expect((await d.admin.post(`/api/leagues/no-such-league/rainout${preview ? '/preview' : ''}`, body)).status).toBe(404);
    }
    await server.deps.db.update(leagues).set({ status: 'archived' }).where(eq(leagues.id, d.league.id));
    for (const preview of [true, false]) expect((await d.admin.post(path(d, preview), body)).status).toBe(409);
    await server.deps.db.update(leagues).set({ status: 'suspended' }).where(eq(leagues.id, d.league.id));
    for (const preview of [true, false]) {
      const res = await d.admin.post<{ message: string }>(path(d, preview), body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SERVER_TEXT.leagueSuspended);
    }
    expect(await leagueGames(d.league.id)).toEqual(before);
    await server.deps.db.update(leagues).set({ status: 'active' }).where(eq(leagues.id, d.league.id));
    const superAdmin = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    const done = await previewThenPublish(superAdmin, d, body);
    expect(done.status).toBe(200);
    expect(done.body.games).toHaveLength(8);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterImportDto } from '../../../common/schemas/rosters';
import { auditLog, coachInvitations, mailOutbox, players, teams } from '../../db/schema';
import { projectRoot } from '../../db/paths';
import { buildLeague, buildUser, signedInAdmin, signIn, startTestServer, uploadSchedule, type ApiClient, type TestServer } from '../../test/helpers';
import type { League } from '../leagues/store';
import { INVITATION_MAIL_KIND } from './invite-coach';

const fixture = (name: string) => fs.readFileSync(path.join(projectRoot, 'fixtures', 'sports-connect', name));
const ROSTERS = fixture('fall-2026-rosters.csv').toString('utf8');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function uploadRosters(client: ApiClient, slug: string, content: string, options: { dryRun?: boolean; fileName?: string } = {}) {
  const form = new FormData();
  form.append('csvFile', new Blob([content]), options.fileName ?? 'rosters.csv');
  const res = await fetch(`${server.url}/api/leagues/${slug}/rosters/import${options.dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: form, headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, body: (await res.json()) as RosterImportDto & { message?: string } };
}

// A league with the fixture's twelve teams in their two divisions (its schedule imported).
async function leagueWithTeams(): Promise<{ league: League; client: ApiClient }> {
  const admin = await signedInAdmin(server, await buildLeague(server));
  const res = await uploadSchedule(server, admin.client, fixture('fall-2026-schedule.csv'), { leagueSlug: admin.league.slug });
  expect(res.body).toMatchObject({ teamsCreated: 12 });
  return admin;
}

const countOf = async (leagueId: number, table: typeof players | typeof coachInvitations | typeof mailOutbox, extra = sql`true`) =>
  (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(and(eq(table.leagueId, leagueId), extra)))[0]!.n;

const playerNamed = async (leagueId: number, firstName: string, lastName: string) =>
  (await server.deps.db.select().from(players).where(and(eq(players.leagueId, leagueId), eq(players.firstName, firstName), eq(players.lastName, lastName))))[0];

const CARE_REFUSED = [{ row: 120, team: 'Falcons', name: 'Theo Marsh', reason: 'unknown team "Falcons" in division "U12 Coed"' }];
const CARE_NOTES = [{ row: 118, team: 'Red Hawks', name: 'Sam Whitfield', reason: 'no jersey number yet: imported without one' }];

describe('POST /api/leagues/{slug}/rosters/import', () => {
  it('previews the fixture without writing, imports it, and a second import changes nothing', async () => {
    const { league, client } = await leagueWithTeams();

    const preview = await uploadRosters(client, league.slug, ROSTERS, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      dryRun: true,
      players: { created: 103, changed: 0, dropped: 1, unchanged: 0 },
      coaches: { invited: 14, linked: 0, unchanged: 0 },
      refused: CARE_REFUSED,
      notes: CARE_NOTES,
    });
    // the dry run wrote nothing and mailed nothing
    expect(await countOf(league.id, players)).toBe(0);
    expect(await countOf(league.id, coachInvitations)).toBe(0);
    expect(await countOf(league.id, mailOutbox)).toBe(0);

    const real = await uploadRosters(client, league.slug, ROSTERS);
    expect(real.status).toBe(200);
    expect(real.body).toEqual({ ...preview.body, dryRun: false });
    // the twelve teams' players with their numbers; the dropped one kept, off the roster
    expect(await countOf(league.id, players, sql`status = 'active'`)).toBe(103);
    const perTeam = await server.deps.db
      .select({ name: teams.name, n: sql<number>`count(*)::int` })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(and(eq(players.leagueId, league.id), eq(players.status, 'active')))
      .groupBy(teams.name);
    expect(perTeam).toHaveLength(12);
    expect(await playerNamed(league.id, 'Isaac', 'Lewis')).toMatchObject({ jerseyNumber: 64, birthDate: '2018-12-25', guardianEmail: 'parent.isaac.lewis@example.net', status: 'active', importKey: 'isaac|lewis|2018-12-25' });
    expect(await playerNamed(league.id, 'Sam', 'Whitfield')).toMatchObject({ jerseyNumber: null, status: 'active' });
    expect(await playerNamed(league.id, 'Ana', 'Quintero')).toMatchObject({ jerseyNumber: 7, status: 'dropped' });
    expect(await playerNamed(league.id, 'Theo', 'Marsh')).toBeUndefined();
    // the 12 head coaches and 2 assistants invited, each mailed once
    expect(await countOf(league.id, coachInvitations)).toBe(14);
    expect(await countOf(league.id, coachInvitations, sql`coach_role = 'assistant'`)).toBe(2);
    const mails = await server.deps.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(and(eq(mailOutbox.leagueId, league.id), eq(mailOutbox.kind, INVITATION_MAIL_KIND)));
    expect(mails).toHaveLength(14);
    expect(mails.map((m) => m.to)).toContain('assistant.redhawks@example.org');
    const [audited] = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.leagueId, league.id), eq(auditLog.action, 'import.rosters')));
    expect(audited!.details).toMatchObject({ fileName: 'rosters.csv', created: 103, dropped: 1, invited: 14, refused: 1 });

    const again = await uploadRosters(client, league.slug, ROSTERS);
    expect(again.body).toEqual({
      dryRun: false,
      players: { created: 0, changed: 0, dropped: 0, unchanged: 104 },
      coaches: { invited: 0, linked: 0, unchanged: 14 },
      refused: CARE_REFUSED,
      notes: CARE_NOTES,
    });
    expect(await countOf(league.id, players)).toBe(104);
    expect(await countOf(league.id, mailOutbox, sql`kind = ${INVITATION_MAIL_KIND}`)).toBe(14);
  });

  it('changes a player in place, drops one, moves one, and refuses a number twice in a team', async () => {
    const { league, client } = await leagueWithTeams();
    await uploadRosters(client, league.slug, ROSTERS);
    const lines = ROSTERS.split(/\r?\n/);
    const edited = lines
      .map((line) => {
        // a new number and a new guardian address
        if (line.includes(',Isaac,Lewis,')) return line.replace(',64,', ',9,').replace('parent.isaac.lewis@example.net', 'new.isaac@example.net');
        // dropped
        if (line.includes(',Elijah,Garcia,')) return line.replace(/Active$/, 'Dropped');
        // moved to another team of his division
        if (line.includes(',Sofia,Anderson,')) return line.replace('Black Panthers', 'Blue Thunder');
        // the number Logan Taylor (row 6) wears in this file
        if (line.includes(',Riley,White,')) return line.replace(',28,', ',13,');
        return line;
      })
      .join('\n');
    const res = await uploadRosters(client, league.slug, edited);
    expect(res.status).toBe(200);
    expect(res.body.players).toEqual({ created: 0, changed: 2, dropped: 1, unchanged: 100 });
    expect(res.body.refused).toEqual([{ row: 7, team: 'Black Panthers', name: 'Riley White', reason: "jersey 13 is also row 6's in this team" }, ...CARE_REFUSED]);
    expect(await playerNamed(league.id, 'Isaac', 'Lewis')).toMatchObject({ jerseyNumber: 9, guardianEmail: 'new.isaac@example.net' });
    expect(await playerNamed(league.id, 'Elijah', 'Garcia')).toMatchObject({ status: 'dropped' });
    const sofia = await playerNamed(league.id, 'Sofia', 'Anderson');
    const [blue] = await server.deps.db.select().from(teams).where(and(eq(teams.leagueId, league.id), eq(teams.name, 'Blue Thunder')));
    expect(sofia!.teamId).toBe(blue!.id);
    // the refused row left its player as he was
    expect(await playerNamed(league.id, 'Riley', 'White')).toMatchObject({ jerseyNumber: 28 });
  });

  it('refuses a number an active player not in the file wears', async () => {
    const { league, client } = await leagueWithTeams();
    await uploadRosters(client, league.slug, ROSTERS);
    const header = ROSTERS.split(/\r?\n/)[0]!;
    const res = await uploadRosters(client, league.slug, `${header}\nFall 2026 Flag,U10 Coed,Black Panthers,Player,Nora,Quinn,64,01/01/2018,F,,,Active\n`, { dryRun: true });
    expect(res.body.refused).toEqual([{ row: 2, team: 'Black Panthers', name: 'Nora Quinn', reason: 'jersey 64 is worn by Isaac Lewis, an active player of this team' }]);
    expect(res.body.players).toEqual({ created: 0, changed: 0, dropped: 0, unchanged: 0 });
  });

  it('answers 400 naming a missing column, and refuses every role but the league admins', async () => {
    const { league, client } = await leagueWithTeams();
    const withoutTeam = ROSTERS.replace('Team Name', 'Squad');
    const res = await uploadRosters(client, league.slug, withoutTeam);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file has no "Team Name" column (its header row names the columns)');

    const referee = await signIn(server, await buildUser(server, { role: 'referee', league }), league.slug);
    expect((await uploadRosters(referee, league.slug, ROSTERS, { dryRun: true })).status).toBe(403);
    const coach = await signIn(server, await buildUser(server, { role: 'coach', league }), league.slug);
    expect((await uploadRosters(coach, league.slug, ROSTERS, { dryRun: true })).status).toBe(403);
    // another league's admin
    const other = await signedInAdmin(server);
    expect((await uploadRosters(other.client, league.slug, ROSTERS, { dryRun: true })).status).toBe(403);
    expect((await uploadRosters(client, league.slug, ROSTERS, { fileName: 'rosters.xlsx' })).status).toBe(400);
    expect(await countOf(league.id, players)).toBe(0);
  });
});

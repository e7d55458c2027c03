// Who an announcement reaches (issue 47, decision 063), the same for its preview and its send:
// - the filters select teams: divisionIds their teams, teamIds those teams, both the teams in both;
//   none, every team of the league;
// - with a date, the games kicking off that day in league time (cancelled ones aside), on the fields
//   named (else any), from `from` to `to` (each included; else the whole day), that have a selected
//   team; the teams are then those games' teams among the selected ones (U10 on Saturday's Field 2
//   from 09:00 to 12:00: the U10 games there then, and their teams);
// - followers: the confirmed mail follows with news of those teams, and the push subscriptions of
//   those teams (push follows have no kinds); fans: fan and parent accounts whose favourite team is
//   one of them, with teamNews and email on and an address (fans/mail-audience.ts); referees: those of the selected games with a date, else
//   every referee of the league;
// - each address once (compared in lower case, sent as first found), none that stopped the league's
//   news (its one-click unsubscribe); each subscription once.
// Ids of another league are refused (400), naming the first.
import { sideName } from '../../../common/brackets/sides';
import { fieldKey } from '../../../common/schedule/booking';
import { parseCalendarDate } from '../../../common/schedule/dates';
import {
  ANNOUNCEMENT_TEXT,
  AUDIENCE_WHO,
  type AnnouncementAudienceBody,
  type AnnouncementAudienceDto,
  type AnnouncementGameDto,
  type AnnouncementPreviewDto,
  type AnnouncementRecipientsDto,
  type NamedDto,
} from '../../../common/schemas/announcements';
import { seasonInstants } from '../../../common/seasons/seasons';
import { wallClockToUtc } from '../../../common/time';
import type { DbOrTx } from '../../db/client';
import type { League } from '../../db/rows';
import { badRequest } from '../../http/errors';
import { divisionsOfLeague } from '../divisions/store';
import { fieldsOfLeague } from '../fields/store';
import { fansWhoWant } from '../fans/mail-audience';
import { followersWith } from '../mail/followers';
import { subscriptionsFollowing } from '../follows/store';
import { teamsOfLeague } from '../teams/store';
import { addressesOfUsers, gamesKickingOff, NEWS_KIND, refereeAddresses, unsubscribedFromNews, type DayGame } from './store';

export type AudienceSelection = {
  // the audience as asked, its filters named
  audience: AnnouncementAudienceDto;
  teams: NamedDto[];
  games: AnnouncementGameDto[];
  // each once, as first found
  addresses: string[];
  // the email follows among them (lower-case address -> the follow), whose mail links its manage page
  follows: Map<string, { id: number; address: string }>;
  subscriptionIds: number[];
};

const MINUTE_MS = 60_000;

// A wall time of the date in the league's zone ("09:00" -> its UTC instant).
function instantOf(date: string, clock: string, timeZone: string): Date {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return wallClockToUtc({ ...parseCalendarDate(date)!, hour, minute }, timeZone);
}

// The ids asked, each of the league (else 400 naming the first that is not), named, each once.
function named(asked: readonly number[] | undefined, known: ReadonlyMap<number, string>, refusal: (id: number) => string): NamedDto[] {
  const ids = [...new Set(asked ?? [])];
  for (const id of ids) if (!known.has(id)) throw badRequest(refusal(id));
  return ids.map((id) => ({ id, name: known.get(id)! }));
}

// The selected games of a day: kicking off in the window, on the fields, with a selected team.
async function gamesOfDay(db: DbOrTx, league: League, audience: AnnouncementAudienceBody & { date: string }, fieldNames: readonly string[] | null, teamFilter: ReadonlySet<number> | null): Promise<DayGame[]> {
  const day = seasonInstants({ startDate: audience.date, endDate: audience.date }, league.timezone);
  const from = audience.from ? instantOf(audience.date, audience.from, league.timezone) : day.from;
  // `to` is a kickoff minute: the games of that minute are in
  const to = audience.to ? new Date(instantOf(audience.date, audience.to, league.timezone).getTime() + MINUTE_MS - 1) : new Date(day.to.getTime() - 1);
  const fieldKeys = fieldNames ? new Set(fieldNames.map(fieldKey).filter((key) => key !== null)) : null;
  return (await gamesKickingOff(db, league.id, from, to)).filter(
    (game) =>
      (fieldKeys === null || (game.field !== null && fieldKeys.has(fieldKey(game.field)!))) &&
      (teamFilter === null || [game.homeTeamId, game.awayTeamId].some((id) => id !== null && teamFilter.has(id))),
  );
}

// Each address once, compared in lower case (blank ones dropped): lower case -> as found.
function onceEach(addresses: readonly string[]): Map<string, string> {
  const unique = new Map<string, string>();
  for (const found of addresses) {
    const address = found.trim();
    const key = address.toLowerCase();
    if (key !== '' && !unique.has(key)) unique.set(key, address);
  }
  return unique;
}

export async function selectAudience(db: DbOrTx, league: League, audience: AnnouncementAudienceBody): Promise<AudienceSelection> {
  const teamList = await teamsOfLeague(db, league.id);
  const divisionList = await divisionsOfLeague(db, league.id);
  const fieldList = await fieldsOfLeague(db, league.id);
  const teamNames = new Map(teamList.map((t) => [t.id, t.name]));
  const divisions = named(audience.divisionIds, new Map(divisionList.map((d) => [d.id, d.name])), ANNOUNCEMENT_TEXT.divisionNotInLeague);
  const teams = named(audience.teamIds, teamNames, ANNOUNCEMENT_TEXT.teamNotInLeague);
  const fields = named(audience.fieldIds, new Map(fieldList.map((f) => [f.id, f.name])), ANNOUNCEMENT_TEXT.fieldNotInLeague);

  // the team filter: null for none (every team)
  let teamFilter: Set<number> | null = null;
  if (audience.divisionIds) {
    const chosen = new Set(divisions.map((d) => d.id));
    teamFilter = new Set(teamList.filter((t) => t.divisionId !== null && chosen.has(t.divisionId)).map((t) => t.id));
  }
  if (audience.teamIds) {
    const asked = new Set(teams.map((t) => t.id));
    teamFilter = teamFilter ? new Set([...teamFilter].filter((id) => asked.has(id))) : asked;
  }

  let teamIds: Set<number>;
  let dayGames: DayGame[] = [];
  if (audience.date !== undefined) {
    dayGames = await gamesOfDay(db, league, { ...audience, date: audience.date }, audience.fieldIds ? fields.map((f) => f.name) : null, teamFilter);
    const played = dayGames.flatMap((g) => [g.homeTeamId, g.awayTeamId]).filter((id): id is number => id !== null);
    teamIds = new Set(played.filter((id) => teamFilter === null || teamFilter.has(id)));
  } else {
    teamIds = teamFilter ?? new Set(teamList.map((t) => t.id));
  }
  const selectedTeams = [...teamIds];

  const who = new Set(audience.who);
  const found: string[] = [];
  const followers = who.has('followers') ? await followersWith(db, league.id, selectedTeams, NEWS_KIND) : [];
  found.push(...followers.map((f) => f.address));
  if (who.has('referees')) {
    if (audience.date === undefined) found.push(...(await refereeAddresses(db, league.id)));
    else found.push(...(await addressesOfUsers(db, league.id, [...new Set(dayGames.flatMap((g) => (g.refereeId === null ? [] : [g.refereeId])))])));
  }
  if (who.has('fans')) found.push(...(await fansWhoWant(db, league.id, selectedTeams, 'teamNews')).map((f) => f.address));
  const unique = onceEach(found);
  const stopped = await unsubscribedFromNews(db, league.id, [...unique.keys()]);
  const addresses = [...unique].filter(([key]) => !stopped.has(key)).map(([, address]) => address);
  const subscriptionIds = who.has('followers') ? await subscriptionsFollowing(db, league.id, selectedTeams) : [];

  const side = (id: number | null) => (id === null ? null : { name: teamNames.get(id) ?? '' });
  return {
    audience: { divisions, teams, fields, date: audience.date ?? null, from: audience.from ?? null, to: audience.to ?? null, who: AUDIENCE_WHO.filter((w) => who.has(w)) },
    // in the league's order of teams (by name)
    teams: teamList.filter((t) => teamIds.has(t.id)).map((t) => ({ id: t.id, name: t.name })),
    games: dayGames.map((g) => {
      const sides = { homeTeam: side(g.homeTeamId), awayTeam: side(g.awayTeamId), homeFrom: g.homeFrom, awayFrom: g.awayFrom };
      return { id: g.id, home: sideName(sides, 'home'), away: sideName(sides, 'away'), kickoff: g.scheduledDate.toISOString(), field: g.field };
    }),
    addresses,
    follows: new Map(followers.map((f) => [f.address.trim().toLowerCase(), f])),
    subscriptionIds,
  };
}

// What a preview answers (and a send, with the counts it wrote).
export function previewOf(selection: AudienceSelection, recipients: AnnouncementRecipientsDto = { email: selection.addresses.length, push: selection.subscriptionIds.length }): AnnouncementPreviewDto {
  return { recipients, teams: selection.teams, games: selection.games };
}

// Issue 48, pay: GET /api/leagues/{slug}/pay (the league's admins: every official's lines and
// totals) and GET /api/referees/me/pay (an official: his own). A line is an ACCEPTED position of a
// game that kicks off within the period (league days, both included), cancelled games left out; its
// amount follows common/crews/pay.ts (an approved report, a console that ran or the admin's mark, no
// no-show, a rate).
import { personName } from '../../../common/people';
import { CREW_DEFAULTS } from '../../../common/crews/crew';
import { payOf, rateOf, totalOf } from '../../../common/crews/pay';
import { mayReadLeaguePay, mayReadOwnPay } from '../../../common/policies/pay';
import type { CrewGameDto, OwnPayDto, PayDto, PayLineDto, PayQuery, PayRefereeDto } from '../../../common/schemas/crews';
import { sideName } from '../../../common/brackets/sides';
import { datesInstants } from '../../../common/schedule/dates';
import type { Actor } from '../../auth/actor';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { resolveLeague } from '../leagues/context';
import { leagueById, type League } from '../leagues/store';
import { payRowsOfLeague, type PayRow } from './store';
import { PAY_SERVER_TEXT } from './texts';

// The instants of a period of league days: from the first day's midnight to the day after the last.
function periodInstants(query: PayQuery, timeZone: string): { start: Date; endBefore: Date } {
  const { from, to } = datesInstants(query.from, query.to, timeZone);
  return { start: from, endBefore: to };
}


function gameOf(row: PayRow): CrewGameDto {
  return {
    id: row.gameId,
    scheduledDate: row.scheduledDate.toISOString(),
    status: row.status,
    field: row.field,
    homeTeam: sideName(row, 'home'),
    awayTeam: sideName(row, 'away'),
    divisionId: row.divisionId,
  };
}

function lineOf(league: League, row: PayRow): PayLineDto {
  const outcome = payOf({
    position: row.position,
    rateCents: rateOf(league.payRates, row.divisionId, row.position),
    reportState: row.reportState,
    noShows: row.noShows ?? [],
    consoleRan: row.consoleRan,
    playedOffConsole: row.playedOffConsole,
  });
  return { game: gameOf(row), position: row.position, consoleRan: row.consoleRan, playedOffConsole: row.playedOffConsole, reportState: row.reportState, ...outcome };
}

// Each official's lines (by kickoff) under his name, the officials by name.
function byOfficial(league: League, rows: readonly PayRow[]): PayRefereeDto[] {
  const officials = new Map<number, PayRefereeDto>();
  for (const row of rows) {
    let official = officials.get(row.refereeId);
    if (!official) officials.set(row.refereeId, (official = { refereeId: row.refereeId, name: personName(row), lines: [], totalCents: 0 }));
    official.lines.push(lineOf(league, row));
  }
  const list = [...officials.values()].map((official) => ({ ...official, totalCents: totalOf(official.lines) }));
  return list.sort((a, b) => a.name.localeCompare(b.name) || a.refereeId - b.refereeId);
}

// The league's pay for its admins, with the league (its time zone and slug name the CSV).
export async function readLeaguePay(deps: AppDeps, actor: Actor, slug: string, query: PayQuery): Promise<{ league: League; pay: PayDto }> {
  const league = await resolveLeague(deps, actor, slug);
  assertLeagueOpen(actor, league);
  if (!mayReadLeaguePay(actor, league)) throw forbidden(PAY_SERVER_TEXT.notAdmin);
  const referees = byOfficial(league, await payRowsOfLeague(deps.db, league.id, periodInstants(query, league.timezone)));
  return { league, pay: { from: query.from, to: query.to, currency: league.currency, referees, totalCents: totalOf(referees.map((r) => ({ amountCents: r.totalCents }))) } };
}

// His own lines in his league (none when he has no league, or nothing in the period).
export async function readOwnPay(deps: AppDeps, actor: Actor, query: PayQuery): Promise<OwnPayDto> {
  if (!mayReadOwnPay(actor)) throw forbidden(PAY_SERVER_TEXT.notOfficial);
  const league = actor.leagueId === null ? null : await leagueById(deps.db, actor.leagueId);
  const empty: OwnPayDto = { refereeId: actor.id, name: personName(actor), lines: [], totalCents: 0, from: query.from, to: query.to, currency: league?.currency ?? CREW_DEFAULTS.currency };
  if (!league) return empty;
  assertLeagueOpen(actor, league);
  const [own] = byOfficial(league, await payRowsOfLeague(deps.db, league.id, periodInstants(query, league.timezone), actor.id));
  return own ? { ...own, from: query.from, to: query.to, currency: league.currency } : empty;
}

// Issue 46: a game's timeline entry as the admin reads it (the Edit Game dialog's History tab): when
// in the league's time, who (a name, or "System — autoEnd"), through which door, and each change
// "Home score: 6 → 13" with the field's name and readable values (teams and referees by name where
// the dialog knows them, instants in the league's time, the clock's milliseconds as m:ss).
import { sideName } from '@common/brackets/sides';
import { periodLabel } from '@common/game-rules/labels';
import type { GameFormat } from '@common/constants';
import type { GameDto } from '@common/schemas/games/dto';
import type { GameHistoryEntryDto } from '@common/schemas/games/history';
import type { TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { formatClock, formatLeagueDateTime } from '@client/lib/league-time';
import { ADMIN_TEXT } from './texts';

const T = ADMIN_TEXT.gameHistory;
type FieldName = keyof typeof T.fields;

// What the dialog knows to name a value by.
export type HistoryNames = {
  timeZone: string;
  gameFormat: GameFormat;
  teams: ReadonlyMap<number, string>;
  referees: ReadonlyMap<number, string>;
  sides: { home: string; away: string };
};

type Person = { firstName: string | null; lastName: string | null; username?: string };
const personName = (person: Person) => [person.firstName, person.lastName].filter(Boolean).join(' ') || (person.username ?? '');

// The names the dialog knows: the league's teams and referees, and the game's own (a team or referee
// since gone from the lists is still the game's).
export function historyNames(game: GameDto, timeZone: string, teams: readonly TeamDto[], referees: readonly ManagedUserDto[]): HistoryNames {
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  if (game.homeTeamId !== null && game.homeTeam) teamNames.set(game.homeTeamId, game.homeTeam.name);
  if (game.awayTeamId !== null && game.awayTeam) teamNames.set(game.awayTeamId, game.awayTeam.name);
  const refereeNames = new Map(referees.map((referee) => [referee.id, personName(referee)]));
  if (game.refereeId !== null && game.referee && !refereeNames.has(game.refereeId)) refereeNames.set(game.refereeId, personName(game.referee));
  return { timeZone, gameFormat: game.gameFormat, teams: teamNames, referees: refereeNames, sides: { home: sideName(game, 'home'), away: sideName(game, 'away') } };
}

// before: null on a new game's entry (what it was created with has no value before)
export type ShownChange = { field: string; label: string; before: string | null; after: string; text: string };
export type ShownEntry = { when: string; who: string; door: string; changes: ShownChange[] };

const INSTANTS = new Set<string>(['scheduledDate', 'clockStartedAt', 'timeoutEndsAt', 'halftimeEndsAt', 'completedAt']);
const ORDER = Object.keys(T.fields);

// 'timeoutResumesClock' -> 'Timeout resumes clock': a field this list does not name yet
function spelled(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isName(field: string): field is FieldName {
  return field in T.fields;
}

function valueText(field: string, value: unknown, names: HistoryNames): string {
  if (value === null || value === undefined || value === '') return T.none;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (INSTANTS.has(field) && typeof value === 'string') return formatLeagueDateTime(value, names.timeZone);
  if (typeof value === 'number') {
    switch (field) {
      case 'homeTeamId':
      case 'awayTeamId':
        return names.teams.get(value) ?? T.team(value);
      case 'refereeId':
        return names.referees.get(value) ?? T.user(value);
      case 'timeRemainingMs':
        return formatClock(value / 1000);
      case 'currentPeriod':
        return periodLabel(value, names.gameFormat);
      case 'periodDuration':
        return T.minutes(value);
      case 'timeoutDuration':
      case 'halftimeDuration':
        return formatClock(value);
      default:
        return String(value);
    }
  }
  if (typeof value === 'string') {
    if (field === 'status') return value === 'deleted' ? T.deleted : (ADMIN_TEXT.gameStatus as Record<string, string>)[value] ?? value;
    if (field === 'timeoutTeam') return value === 'home' || value === 'away' ? names.sides[value] : value;
    if (field === 'gameFormat') return (ADMIN_TEXT.gameFormat as Record<string, string>)[value] ?? value;
    if (field === 'timeoutType') return (ADMIN_TEXT.timeoutType as Record<string, string>)[value] ?? value;
    if (field === 'endReason') return (T.endReason as Record<string, string>)[value] ?? value;
    return value;
  }
  if (field === 'overtime' && typeof value === 'object' && typeof (value as { round?: unknown }).round === 'number') return T.overtimeRound((value as { round: number }).round);
  return JSON.stringify(value);
}

function whoText(actor: GameHistoryEntryDto['actor']): string {
  if (actor.type === 'system') return T.system(actor.reason ?? actor.name);
  return actor.reason ? T.withReason(actor.name, actor.reason) : actor.name;
}

export function shownEntry(entry: GameHistoryEntryDto, names: HistoryNames): ShownEntry {
  // the stored changes come back in the database's key order: list them in the form's order
  const fields = Object.keys(entry.changes).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return {
    when: formatLeagueDateTime(entry.at, names.timeZone),
    who: whoText(entry.actor),
    door: T.doors[entry.via] ?? entry.via,
    changes: fields.map((field) => {
      const [was, is] = entry.changes[field]!;
      const label = isName(field) ? T.fields[field] : spelled(field);
      const after = valueText(field, is, names);
      if (entry.via === 'create' && was === null) return { field, label, before: null, after, text: T.value(label, after) };
      const before = valueText(field, was, names);
      return { field, label, before, after, text: T.change(label, before, after) };
    }),
  };
}

function rank(field: string): number {
  const at = ORDER.indexOf(field);
  return at === -1 ? ORDER.length : at;
}

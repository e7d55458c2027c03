// The League Changes screen's rules (issue 46), pure: the query a choice of filters asks, who made a
// change, and the sentence each audit entry reads as (GET /api/leagues/{slug}/audit; the actions
// are those the server writes with `audit(tx, ...)`; any other reads as the action, its target and
// its details' keys).
import type { AuditActorDto, AuditEntryDto, AuditKind } from '@common/schemas/audit';
import { formatLeagueDate } from '@client/lib/league-time';
import { LEAGUE_CHANGES_TEXT as T } from './texts';

// '' for none
export type ChangesFilters = { from: string; to: string; kind: AuditKind | '' };

export const NO_FILTERS: ChangesFilters = { from: '', to: '', kind: '' };

// The API path of one page: the filters chosen, and `before` (the `next` of the page above) past the first.
export function changesPath(slug: string, filters: ChangesFilters, before: number | null): string {
  const query = new URLSearchParams();
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.kind) query.set('kind', filters.kind);
  if (before !== null) query.set('before', String(before));
  const text = query.toString();
  return `/api/leagues/${encodeURIComponent(slug)}/audit${text ? `?${text}` : ''}`;
}

// A user by his name, the system as the server names it, an API key by its name, said to be one.
export function actorLabel(actor: AuditActorDto): string {
  return actor.type === 'api-key' ? T.apiKey(actor.name) : actor.name;
}

type Details = Record<string, unknown>;

const detailsOf = (entry: AuditEntryDto): Details => (entry.details !== null && typeof entry.details === 'object' && !Array.isArray(entry.details) ? (entry.details as Details) : {});
const text = (d: Details, key: string): string | null => (typeof d[key] === 'string' ? (d[key] as string) : null);
const number = (d: Details, key: string): number => (typeof d[key] === 'number' ? (d[key] as number) : 0);
const names = (d: Details, key: string): string[] => (Array.isArray(d[key]) ? (d[key] as unknown[]).filter((n): n is string => typeof n === 'string') : []);

// A calendar day written YYYY-MM-DD, as a day ('Sat, Dec 5, 2026').
function dayOf(date: string | null): string {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatLeagueDate(`${date}T12:00:00Z`, 'UTC') : (date ?? '');
}

// 'game #12', or 'game' when the entry names no row
function targetOf(entry: AuditEntryDto): string | null {
  if (entry.target.type === null) return null;
  return T.ref(T.nouns[entry.target.type] ?? entry.target.type, entry.target.id);
}

// '(fields: a, b)', '(Field 2)' or nothing
function aside(d: Details): string {
  const fields = names(d, 'fields');
  if (fields.length > 0) return ` (${T.fields(fields)})`;
  const name = text(d, 'name');
  return name ? ` (${name})` : '';
}

// The sentence an entry reads as: 'Edited game #12 (fields: homeScore, status)'.
export function describeChange(entry: AuditEntryDto, timeZone: string): string {
  const d = detailsOf(entry);
  const target = targetOf(entry) ?? '';
  switch (entry.action) {
    case 'game.delete': {
      const home = text(d, 'homeTeam');
      const away = text(d, 'awayTeam');
      const when = text(d, 'scheduledDate');
      const parts = [home && away ? T.gameDeleted(home, away) : null, when ? formatLeagueDate(when, timeZone) : null].filter(Boolean);
      return `${T.verbs.delete} ${target}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
    }
    case 'rainout.publish': {
      const fields = Array.isArray(d.fieldIds) ? d.fieldIds.length : 0;
      return T.rainout(dayOf(text(d, 'date')), number(d, 'moved'), number(d, 'cancelled')) + (fields > 0 ? T.rainoutOnFields(fields) : '');
    }
    case 'league.sync-game-settings':
      return T.syncSettings(number(d, 'gamesUpdated'));
    case 'league.update':
      return T.leagueUpdate + aside(d);
    case 'league.rules':
      return T.leagueRules + aside(d);
    case 'league.status':
      return T.leagueStatus(text(d, 'from') ?? '?', text(d, 'to') ?? '?');
    case 'league.create':
      return T.leagueCreate;
    case 'league.delete':
      return T.leagueDelete;
    case 'division.rules':
      return T.divisionRules(target) + aside(d);
    case 'user.role-change':
      return T.roleChange(target, text(d, 'to') ?? '?');
    case 'user.create':
      return T.userCreate(target, text(d, 'role') ?? '?');
    case 'user.password-change':
      return T.passwordChange(target);
    case 'user.password-reset':
      return T.passwordReset(target);
    case 'user.password-reset-requested':
      return T.passwordResetRequested(target);
    case 'user.password-reset-refused':
      return T.passwordResetRefused(target);
    case 'user.register':
      return T.register(target);
    case 'import.sports-connect':
      return T.importRun(text(d, 'fileName') ?? '?', number(d, 'gamesCreated'), number(d, 'gamesUpdated'), number(d, 'errors'));
    case 'schedule.publish':
      return T.schedulePublish(number(d, 'games'), number(d, 'unscheduled'));
    case 'bracket.publish':
      return T.bracketPublish(text(d, 'name') ?? '?', number(d, 'games'));
    case 'bracket.delete':
      return T.bracketDelete(text(d, 'name') ?? '?');
    case 'announcement.send':
      return T.announcementSend(text(d, 'subject') ?? '?');
    case 'api-key.create':
      return T.apiKeyCreate(text(d, 'name') ?? '?');
    case 'api-key.revoke':
      return T.apiKeyRevoke;
  }
  // create, update, delete of a row of its own kind: 'Created team #4', 'Edited field #3 (fields: name)'
  const [kind, verb] = entry.action.split('.');
  const said = verb ? T.verbs[verb] : undefined;
  if (said && targetOf(entry) && kind === entry.target.type) return `${said} ${target}${aside(d)}`;
  return T.generic(entry.action, targetOf(entry), Object.keys(d));
}

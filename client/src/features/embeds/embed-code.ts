import { embedPath, embedQuery, type EmbedTheme, type EmbedWidget } from '@common/embeds/embeds';
import type { TeamDto } from '@common/schemas/teams';
import { EMBEDS_TEXT } from './texts';

// "Get embed code" (issue 50, decision 086): the dialog's choices as its inputs hold them, and the
// embed's path they make, checked by the embed's own query rule (common/embeds/embeds.ts), so a
// choice the embed would refuse is named here before any code is copied.

export type EmbedFilter = 'division' | 'team' | 'limit' | 'bracket';

// The filters each widget offers (a team: the scoreboard's and schedule's games of it, the row or
// games marked in the standings and a bracket). A bracket is one division's and shown whole: no
// division, no limit.
export const EMBED_FILTERS: Readonly<Record<EmbedWidget, readonly EmbedFilter[]>> = {
  scoreboard: ['division', 'team', 'limit'],
  standings: ['division', 'team', 'limit'],
  schedule: ['division', 'team', 'limit'],
  bracket: ['bracket', 'team'],
};

// '' is "all" (division, team), none chosen (bracket), the embed's default (limit).
export type EmbedCodeValues = { widget: EmbedWidget; divisionId: string; teamId: string; bracketId: string; theme: EmbedTheme; limit: string };

export const FIRST_EMBED_VALUES: EmbedCodeValues = { widget: 'scoreboard', divisionId: '', teamId: '', bracketId: '', theme: 'light', limit: '' };

export type EmbedCodeErrors = Partial<Record<'limit' | 'bracketId', string>>;
export type EmbedChoice = { ok: true; path: string } | { ok: false; errors: EmbedCodeErrors };

// The teams the team select offers: those of the chosen division where the widget offers one, or all.
export function teamChoices(values: EmbedCodeValues, teams: readonly TeamDto[]): TeamDto[] {
  const divisionId = EMBED_FILTERS[values.widget].includes('division') ? values.divisionId : '';
  return divisionId === '' ? [...teams] : teams.filter((team) => String(team.divisionId) === divisionId);
}

// A change of the choices; a team outside the chosen division is let go (the embed would show nothing).
export function changeEmbedValues(values: EmbedCodeValues, change: Partial<EmbedCodeValues>, teams: readonly TeamDto[]): EmbedCodeValues {
  const next = { ...values, ...change };
  if (next.teamId !== '' && !teamChoices(next, teams).some((team) => String(team.id) === next.teamId)) next.teamId = '';
  return next;
}

// The values -> the embed's query -> its path on this origin; or what is wrong, beside its input.
export function embedChoice(slug: string, values: EmbedCodeValues): EmbedChoice {
  const filters = EMBED_FILTERS[values.widget];
  const offered = (filter: EmbedFilter, value: string) => (filters.includes(filter) && value.trim() !== '' ? value.trim() : undefined);
  const errors: EmbedCodeErrors = {};
  const bracketId = offered('bracket', values.bracketId);
  if (filters.includes('bracket') && bracketId === undefined) errors.bracketId = EMBEDS_TEXT.chooseBracket;
  const query = embedQuery.safeParse({
    ...withValue('divisionId', offered('division', values.divisionId)),
    ...withValue('teamId', offered('team', values.teamId)),
    ...withValue('limit', offered('limit', values.limit)),
    theme: values.theme,
  });
  if (!query.success) for (const issue of query.error.issues) if (issue.path[0] === 'limit') errors.limit = issue.message;
  if (!query.success || errors.bracketId !== undefined) return { ok: false, errors };
  return { ok: true, path: embedPath(slug, values.widget, query.data, bracketId === undefined ? undefined : Number(bracketId)) };
}

function withValue(name: string, value: string | undefined): Record<string, string> {
  return value === undefined ? {} : { [name]: value };
}

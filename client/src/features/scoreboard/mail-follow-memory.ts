// Issue 47: what this device asked to follow by email in a league (the address and the teams), so the
// next "Get emails" form starts from them: a confirmed request replaces the address's teams in the
// league (decision 062), so asking for a second team from another bell keeps the first one checked.
// Only a help for the form; the server keeps the follow. Kept in local storage (or for the page
// when storage refuses).
import { jsonObjectOf } from '@client/lib/json-object';

const MAIL_FOLLOW_KEY = 'scoreboard:mailFollow';

export type TeamChoice = { id: number; name: string };
export type MailFollowMemory = { leagueSlug: string; email: string; teams: readonly TeamChoice[] } | null;

export function parseMailFollowMemory(raw: string | null): MailFollowMemory {
  const { leagueSlug, email, teams } = jsonObjectOf(raw) ?? {};
  if (typeof leagueSlug !== 'string' || !leagueSlug || typeof email !== 'string' || !Array.isArray(teams)) return null;
  const chosen: TeamChoice[] = [];
  for (const team of teams as unknown[]) {
    const { id, name } = (team ?? {}) as Record<string, unknown>;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && typeof name === 'string' && !chosen.some((t) => t.id === id)) chosen.push({ id, name });
  }
  return { leagueSlug, email, teams: chosen.slice(0, 20) };
}

// The form's first values for this team in this league: the address asked with last, and the
// teams asked for in this league with this one (this one first, checked).
export function startingChoice(memory: MailFollowMemory, slug: string, team: TeamChoice): { email: string; teams: TeamChoice[] } {
  const earlier = memory?.leagueSlug === slug ? memory.teams.filter((t) => t.id !== team.id) : [];
  return { email: memory?.email ?? '', teams: [team, ...earlier].slice(0, 20) };
}

let inMemory: MailFollowMemory = null;

export function readMailFollowMemory(): MailFollowMemory {
  try {
    return parseMailFollowMemory(window.localStorage.getItem(MAIL_FOLLOW_KEY));
  } catch {
    return inMemory;
  }
}

export function writeMailFollowMemory(memory: MailFollowMemory): void {
  inMemory = memory;
  try {
    window.localStorage.setItem(MAIL_FOLLOW_KEY, JSON.stringify(memory));
  } catch {
    // private browsing or full: kept for the page
  }
}

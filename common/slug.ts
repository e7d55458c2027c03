// Spec 2.1: league slugs and the reserved first path segments.

export const RESERVED_SEGMENTS = [
  'auth',
  'login',
  'pending',
  'leagues',
  'admin',
  'referee',
  'fan',
  'parent',
  'pending-approvals',
  'api',
  'api-keys',
  'import',
  // issue 47: the super admin's Mail page
  'mail',
  // issue 50: the files of the API's description page (/api-docs/..., decision 083)
  'api-docs',
] as const;

// Second segments that make the first segment a league slug (spec 2.1).
const LEAGUE_SECOND_SEGMENTS = new Set(['admin', 'referee', 'pending-approvals']);

const SLUG_MAX_LENGTH = 63;

export function isReservedSegment(segment: string): boolean {
  return (RESERVED_SEGMENTS as readonly string[]).includes(segment.toLowerCase());
}

// Spec 5: the slug is lowercased and any character outside a-z, 0-9 and hyphen becomes a hyphen.
export function normalizeSlug(input: string): string {
  return input.trim().toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

export type SlugProblem = 'empty' | 'too-long' | 'invalid' | 'reserved';

// Why a (normalised) slug cannot name a league, or null when it can.
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length === 0) return 'empty';
  if (slug.length > SLUG_MAX_LENGTH) return 'too-long';
  if (!/^[a-z0-9-]+$/.test(slug) || !/[a-z0-9]/.test(slug)) return 'invalid';
  if (isReservedSegment(slug)) return 'reserved';
  return null;
}

export const SLUG_PROBLEM_TEXT: Record<SlugProblem, string> = {
  empty: 'League slug is required',
  'too-long': `League slug must be at most ${SLUG_MAX_LENGTH} characters`,
  invalid: 'League slug must contain letters or digits (a-z, 0-9) and hyphens only',
  reserved: 'That league slug is reserved, please choose another',
};

export function pathSegments(pathname: string): string[] {
  return pathname.split('?')[0]!.split('#')[0]!.split('/').filter((s) => s.length > 0);
}

// The league slug a browser path belongs to, or null for the league-less forms (spec 2.1, 2.2).
export function leagueSlugFromPath(pathname: string): string | null {
  const [first, second, third] = pathSegments(pathname);
  if (first === undefined) return null;
  if (first === 'leagues' && second !== undefined && third === 'login') return second.toLowerCase();
  if (!isReservedSegment(first)) return first.toLowerCase();
  if (second !== undefined && LEAGUE_SECOND_SEGMENTS.has(second)) return first.toLowerCase();
  return null;
}

// A return path after sign-in must stay on this site: one leading slash, no scheme, no backslash.
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  if (candidate.length > 500 || [...candidate].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return candidate;
}

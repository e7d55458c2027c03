// Issue 50: the league's live score on its own website. An embed is a page made for an iframe,
// /{slug}/embed/{widget}[/{bracketId}]?divisionId=&teamId=&theme=&limit=, placed on the host page by
// /embed.js from <div data-ffl-embed="{the embed's full URL}">. The server renders it (and refuses
// a bad query), the admin's "Get embed code" builds its URL and snippet: both from here.
import { z } from 'zod';

export const EMBED_WIDGETS = ['scoreboard', 'standings', 'schedule', 'bracket'] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];
export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export const EMBED_LIMITS = { limit: { min: 1, max: 50, default: 10 }, origins: { max: 20 }, originLength: { max: 200 } } as const;

const idText = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'must be a whole number');

// The embed's query: every value optional; an unknown name is refused (a typo would silently show everything).
export const embedQuery = z
  .object({
    divisionId: idText.optional(),
    teamId: idText.optional(),
    theme: z.enum(EMBED_THEMES, { error: `must be ${EMBED_THEMES.join(' or ')}` }).optional(),
    limit: z
      .string()
      .regex(/^[0-9]{1,3}$/, 'must be a whole number')
      .transform(Number)
      .refine((n) => n >= EMBED_LIMITS.limit.min && n <= EMBED_LIMITS.limit.max, `must be between ${EMBED_LIMITS.limit.min} and ${EMBED_LIMITS.limit.max}`)
      .optional(),
  })
  .strict();
export type EmbedQuery = z.infer<typeof embedQuery>;

export type EmbedOptions = { divisionId?: number; teamId?: number; theme?: EmbedTheme; limit?: number };

// The embed's path on the product's origin, its query in a fixed order (the snippet is stable).
export function embedPath(slug: string, widget: EmbedWidget, options: EmbedOptions = {}, bracketId?: number): string {
  const tail = widget === 'bracket' ? `bracket/${bracketId}` : widget;
  const query = new URLSearchParams();
  if (options.divisionId !== undefined) query.set('divisionId', String(options.divisionId));
  if (options.teamId !== undefined) query.set('teamId', String(options.teamId));
  if (options.theme !== undefined && options.theme !== 'light') query.set('theme', options.theme);
  if (options.limit !== undefined) query.set('limit', String(options.limit));
  const search = query.toString();
  return `/${slug}/embed/${tail}${search ? `?${search}` : ''}`;
}

// What the admin pastes on the league's site: the placeholder /embed.js replaces with the iframe.
export function embedSnippet(origin: string, path: string): string {
  const url = `${origin}${path}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<div data-ffl-embed="${url}"></div>\n<script src="${origin}/embed.js" async></script>`;
}

// The league's allowed sites (leagues.embed_origins): origins only, scheme and host and port, no path.
// Empty: any https: site may frame the embeds.
export function originOf(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
  if (value.replace(/\/$/, '').toLowerCase() !== url.origin.toLowerCase()) return null;
  return url.origin;
}

export const embedOriginsField = z
  .array(
    z
      .string({ error: 'must be a list of sites' })
      .trim()
      .max(EMBED_LIMITS.originLength.max, `must be at most ${EMBED_LIMITS.originLength.max} characters`)
      .transform((value, ctx) => {
        const origin = originOf(value);
        if (origin === null) {
          ctx.addIssue({ code: 'custom', message: `"${value.slice(0, 60)}" is not a site's address: give its origin only, such as https://www.example.org` });
          return z.NEVER;
        }
        return origin;
      }),
    { error: 'must be a list of sites' },
  )
  .max(EMBED_LIMITS.origins.max, `must name at most ${EMBED_LIMITS.origins.max} sites`)
  .transform((origins) => [...new Set(origins)]);

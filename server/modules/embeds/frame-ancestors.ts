// Issue 50 (decision 084): who may frame a league's embeds, as the page policy's frame-ancestors
// says it: this site and the league's allowed sites (leagues.embed_origins), or, with none named,
// any https: site. Each stored origin is checked again (originOf): nothing but an origin reaches the
// header, and a list whose every entry fails allows this site only, never every site.
import { originOf } from '../../../common/embeds/embeds';

export function frameAncestorsOf(embedOrigins: readonly string[]): string[] {
  if (embedOrigins.length === 0) return ["'self'", 'https:'];
  return ["'self'", ...embedOrigins.filter((origin) => originOf(origin) === origin)];
}

// What the create and the PATCH check of a webhook's fields beyond their schema (issue 50, decision
// 085): the URL against where a webhook may send (target.ts), the league slugs against the leagues
// (an unknown one is a 400 naming it), and what the audit row keeps of a URL.
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { webhookUrlProblem } from './target';
import { leaguesBySlug } from './store';
import { WEBHOOK_TEXT } from './texts';

export function assertUrlAllowed(url: string, allowHttpOrigins: readonly string[] | null): void {
  const problem = webhookUrlProblem(url, allowHttpOrigins);
  if (problem) throw badRequest(problem);
}

// The leagues' ids in the order named (each once); null: every league.
export async function leagueIdsOf(db: DbOrTx, slugs: string[] | null | undefined): Promise<number[] | null> {
  if (slugs === null || slugs === undefined) return null;
  const wanted = [...new Set(slugs.map((slug) => slug.toLowerCase()))];
  const found = await leaguesBySlug(db, wanted);
  const unknown = wanted.filter((slug) => !found.has(slug));
  if (unknown.length > 0) throw badRequest(WEBHOOK_TEXT.unknownLeagues(unknown));
  return wanted.map((slug) => found.get(slug)!);
}

// The audit log keeps where a webhook sends without its query (a receiver's token may ride in it).
export function auditedUrl(value: string): string {
  const url = new URL(value);
  return url.origin + url.pathname;
}

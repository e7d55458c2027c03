// GET /api/leagues/{slug}/brackets and GET /api/brackets/{id} (issue 36): public reads, refused for a
// suspended league like every public read. A bracket's games carry what the public game DTO carries
// (teams, score, status, clock, overtime) with their place in the bracket (key, seeds, feeds).
import { buildBracket } from '../../../common/brackets/bracket';
import type { BracketListItemDto, BracketViewDto } from '../../../common/schemas/brackets';
import type { Actor } from '../../auth/actor';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { fieldsOfLeague } from '../fields/store';
import { presentPublicGame } from '../games/present';
import { gamesOfBracket } from '../games/store';
import { resolvePublicLeague } from '../leagues/context';
import { bracketInScope, bracketsOfLeague } from './store';
import { BRACKET_TEXT } from './texts';

export async function listBrackets(deps: AppDeps, user: Actor | null, slug: string): Promise<BracketListItemDto[]> {
  const league = await resolvePublicLeague(deps, user, slug);
  return (await bracketsOfLeague(deps.db, league.id)).map(({ id, name, format, divisionId }) => ({ id, name, format, divisionId }));
}

export async function getBracket(deps: AppDeps, user: Actor | null, id: number): Promise<BracketViewDto> {
  const bracket = await bracketInScope(deps.db, { kind: 'all' }, id);
  if (!bracket) throw notFound(BRACKET_TEXT.notFound);
  assertLeagueOpen(user, bracket.league);
  const [records, fields] = await Promise.all([gamesOfBracket(deps.db, bracket.leagueId, bracket.id), fieldsOfLeague(deps.db, bracket.leagueId)]);
  const layout = buildBracket({ format: bracket.format, seedTeamIds: bracket.seedTeamIds, thirdPlace: bracket.thirdPlace });
  const fieldIds = new Map(fields.map((field) => [field.name, field.id]));
  const now = deps.now().getTime();
  const games = records.flatMap((record) => {
    const place = layout.games.find((game) => game.key === record.bracketKey);
    if (!place) return [];
    const game = presentPublicGame(record, now);
    return [{ ...game, key: place.key, round: place.round, roundName: place.roundName, homeSeed: place.homeSeed, awaySeed: place.awaySeed, fieldId: record.field === null ? null : (fieldIds.get(record.field) ?? null) }];
  });
  return { bracket: { id: bracket.id, name: bracket.name, format: bracket.format, divisionId: bracket.divisionId, seasonId: bracket.seasonId }, games, byes: layout.byes };
}

// Test-only helpers of the crews suites: a league with a crew size and its officials, teams that
// play nobody else, the crew's calls.
import { eq } from 'drizzle-orm';
import { DEFAULT_RULES, type RulesProfile } from '../../../common/game-rules';
import type { CrewPosition } from '../../../common/crews/crew';
import type { CrewDto } from '../../../common/schemas/crews';
import type { GameDto } from '../../../common/schemas/games/dto';
import { leagues, teams } from '../../db/schema';
import { buildUser, signIn, type ApiClient, type BuiltUser, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';

export type Official = { user: BuiltUser; client: ApiClient };

export type CrewLeague = Staffed & { officials: Official[] };

let pairs = 0;

export async function crewLeague(server: TestServer, values: Partial<typeof leagues.$inferInsert> = {}, crewSize = 3, officials = 3): Promise<CrewLeague> {
  const s = await staffedLeague(server, { ...values, rulesProfile: { ...DEFAULT_RULES, crewSize } as RulesProfile });
  const list: Official[] = [];
  for (let i = 0; i < officials; i++) {
    const user = await buildUser(server, { role: 'referee', league: s.league });
    list.push({ user, client: await signIn(server, user, s.league.slug) });
  }
  return { ...s, officials: list };
}

export async function setLeague(server: TestServer, s: Staffed, values: Partial<typeof leagues.$inferInsert>): Promise<void> {
  await server.deps.db.update(leagues).set(values).where(eq(leagues.id, s.league.id));
}

// A game between two fresh teams (so two games at one time clash only by their officials).
export async function gameAt(server: TestServer, s: Staffed, scheduledDate: string): Promise<GameDto> {
  const [home, away] = await server.deps.db
    .insert(teams)
    .values([
      { leagueId: s.league.id, name: `Home ${++pairs}` },
      { leagueId: s.league.id, name: `Away ${pairs}` },
    ])
    .returning();
  return createGameVia(s.adminClient, s, { homeTeamId: home!.id, awayTeamId: away!.id, scheduledDate });
}

export const crewOf = (client: ApiClient, gameId: number) => client.get<CrewDto & { message?: string }>(`/api/games/${gameId}/crew`);
export const offer = (client: ApiClient, gameId: number, position: CrewPosition, refereeId: number | null) =>
  client.request<CrewDto & { message?: string }>('PUT', `/api/games/${gameId}/crew/${position}`, { refereeId });
export const act = (client: ApiClient, gameId: number, position: CrewPosition, verb: 'accept' | 'decline' | 'claim' | 'arrive', body: Record<string, unknown> = {}) =>
  client.post<CrewDto & { message?: string }>(`/api/games/${gameId}/crew/${position}/${verb}`, body);
export const memberOf = (crew: CrewDto, position: CrewPosition) => crew.crew.find((m) => m.position === position)!;

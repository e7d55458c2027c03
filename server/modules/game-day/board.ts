// The Game day board's rules, pure (issue 48, decision 072): each game's crew by the positions of its
// crew size (a position with no row is open), whether its console started, and its alert: a
// scheduled game within 15 minutes of kickoff, or past it, whose `referee` position has no arrival.
import { personName } from '../../../common/people';
import { CREW_TIMES, crewSizeOf, positionsOf } from '../../../common/crews/crew';
import { DEFAULT_RULES, effectiveRules, type RulesProfile } from '../../../common/game-rules/rules-profile';
import type { CrewMemberDto, GameDayGameDto } from '../../../common/schemas/crews';
import type { CrewRow, DayGame } from './store';
import { GAME_DAY_TEXT } from './texts';


function isAlerted(game: Pick<DayGame, 'status' | 'scheduledDate'>, refereeArrivedAt: Date | null, now: Date): boolean {
  return game.status === 'scheduled' && refereeArrivedAt === null && now.getTime() >= game.scheduledDate.getTime() - CREW_TIMES.alertBeforeKickoffMs;
}

function member(row: CrewRow): CrewMemberDto {
  return {
    position: row.position,
    refereeId: row.refereeId,
    refereeName: row.refereeId === null || row.username === null ? null : personName({ ...row, username: row.username }),
    status: row.status,
    offeredAt: row.offeredAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

const openPosition = (position: CrewMemberDto['position']): CrewMemberDto => ({ position, refereeId: null, refereeName: null, status: 'open', offeredAt: null, answeredAt: null, arrivedAt: null });

export function boardGame(game: DayGame, rows: CrewRow[], leagueRules: RulesProfile | null, now: Date): GameDayGameDto {
  const positions = positionsOf(crewSizeOf(effectiveRules(leagueRules ?? DEFAULT_RULES, game.rulesOverrides)));
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  // a row beyond the crew size (the division's size came down) is still shown while someone holds it
  const extra = rows.filter((row) => !positions.includes(row.position) && row.refereeId !== null).map((row) => row.position);
  const crew = [...positions, ...extra].map((position) => {
    const row = byPosition.get(position);
    return row ? member(row) : openPosition(position);
  });
  return {
    game: {
      id: game.id,
      scheduledDate: game.scheduledDate.toISOString(),
      status: game.status,
      field: game.field,
      homeTeam: game.homeName ?? GAME_DAY_TEXT.teamUnknown,
      awayTeam: game.awayName ?? GAME_DAY_TEXT.teamUnknown,
      divisionId: game.divisionId,
    },
    crew,
    consoleStarted: game.status === 'live' || game.status === 'completed',
    alert: isAlerted(game, byPosition.get('referee')?.arrivedAt ?? null, now),
  };
}

// GameDto and GameEventDto (common/schemas/games/dto.ts): the stored game settled at the response
// instant, so a clock that ran out or a timeout that ended reads right without a write (rule 4).
import type { Side } from '../../../common/game-rules';
import type { GameBracketDto, GameDto, GameEventDto } from '../../../common/schemas/games/dto';
import { gameStateFields } from '../../../common/schemas/games/to-response';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import { divisionOfGame } from '../../../common/schemas/divisions';
import { stateOfRow, type GameEventRow, type GameRecord } from './store';

// What anyone may see of a game (the public lists and the league channel): no referee.
export function presentPublicGame(game: GameRecord, now: number): PublicGameDto {
  const { refereeId: _refereeId, referee: _referee, ...publicGame } = presentGame(game, now);
  // issue 49 (decision 082): an instructional division's game without its score
  if (!game.scoresPublic) return { ...publicGame, homeScore: 0, awayScore: 0, mercy: null, scoresHidden: true };
  return publicGame;
}

export function presentGame(game: GameRecord, now: number): GameDto {
  return {
    id: game.id,
    leagueId: game.leagueId,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    divisionId: divisionOfGame(game.homeTeam?.divisionId ?? null, game.awayTeam?.divisionId ?? null),
    homeTeam: game.homeTeam && { name: game.homeTeam.name, color: game.homeTeam.color },
    awayTeam: game.awayTeam && { name: game.awayTeam.name, color: game.awayTeam.color },
    bracket: bracketOf(game),
    homeFrom: game.homeFrom,
    awayFrom: game.awayFrom,
    refereeId: game.refereeId,
    referee: game.referee ? { firstName: game.referee.firstName, lastName: game.referee.lastName } : null,
    field: game.field,
    scheduledDate: game.scheduledDate.toISOString(),
    ...gameStateFields(stateOfRow(game), now),
    version: game.version,
    rosterFlag: game.rosterFlag,
    resultStatus: game.resultStatus,
  };
}

// Issue 36: the bracket a playoff game belongs to, from the game's own columns.
function bracketOf(game: GameRecord): GameBracketDto | null {
  if (game.bracketId === null || game.bracketKey === null || game.bracketRound === null || game.bracketRoundName === null) return null;
  return { id: game.bracketId, name: game.bracketName ?? '', key: game.bracketKey, round: game.bracketRound, roundName: game.bracketRoundName };
}

export function sideOfTeam(game: Pick<GameRecord, 'homeTeamId' | 'awayTeamId'>, teamId: number | null): Side | null {
  if (teamId === null) return null;
  if (teamId === game.homeTeamId) return 'home';
  return teamId === game.awayTeamId ? 'away' : null;
}

export function presentEvent(game: Pick<GameRecord, 'homeTeamId' | 'awayTeamId'>, event: GameEventRow): GameEventDto {
  return {
    id: event.id,
    gameId: event.gameId,
    period: event.period,
    timeRemaining: event.timeRemaining,
    eventType: event.eventType,
    teamId: event.teamId,
    team: sideOfTeam(game, event.teamId),
    points: event.points,
    description: event.description,
    play: event.play,
    jersey: event.jersey,
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    undoes: event.undoes,
    undone: event.undone,
    revert: event.revert,
    createdAt: event.createdAt.toISOString(),
  };
}

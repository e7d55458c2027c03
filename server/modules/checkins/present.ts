// Issue 49: a game's check-in sheet as CheckinDto: both teams' active rosters, each player present or
// not, and the players present on neither (let in by the admin's override, or since dropped).
import type { CheckinDto, CheckinPlayerDto } from '../../../common/schemas/rosters';
import type { CheckinRow, PlayerRow } from './store';

type Sheet = { gameId: number; homeTeamId: number | null; awayTeamId: number | null; rosterFlag: boolean };

// The birth date is the admins' (privacy of minors): the referee at the field needs none.
export function presentCheckin(game: Sheet, roster: PlayerRow[], others: PlayerRow[], rows: CheckinRow[], options: { birthDates: boolean }): CheckinDto {
  const byPlayer = new Map(rows.map((row) => [row.playerId, row]));
  const toDto = (player: PlayerRow): CheckinPlayerDto => {
    const row = byPlayer.get(player.id);
    return {
      id: player.id,
      teamId: player.teamId,
      firstName: player.firstName,
      lastName: player.lastName,
      jerseyNumber: player.jerseyNumber,
      birthDate: options.birthDates ? player.birthDate : null,
      status: player.status,
      present: row !== undefined,
      override: row?.override ?? false,
    };
  };
  const onRoster = new Set(roster.map((player) => player.id));
  return {
    gameId: game.gameId,
    home: roster.filter((player) => player.teamId === game.homeTeamId).map(toDto),
    away: roster.filter((player) => player.teamId === game.awayTeamId).map(toDto),
    others: others.filter((player) => !onRoster.has(player.id) && byPlayer.has(player.id)).map(toDto),
    rosterFlag: game.rosterFlag,
  };
}

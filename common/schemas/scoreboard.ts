export type { PublicGameDto } from './games';

export type TeamRecordDto = { wins: number; losses: number; ties: number };
export type TeamStatsDto = TeamRecordDto & { pointsFor: number; pointsAgainst: number; gamesPlayed: number };
export type UpcomingGameDto = {
  id: number;
  scheduledDate: string;
  field: string | null;
  isHome: boolean;
  homeTeam: { name: string };
  awayTeam: { name: string };
};

// Sent with every public answer (304s included): the server's clock, so a page can count down
// from a cached body.
export const SERVER_NOW_HEADER = 'x-server-now';

import type { PublicGameDto } from '@common/schemas/games/dto';
import { useUpcomingGames } from './fan-data';
import { predictableGames } from './fan-view';

export type UpcomingGames = { games: PublicGameDto[]; isPending: boolean };

// The league's scheduled games whose kickoff was still ahead when the list was read (predictions
// close at kickoff), soonest first. The list refetches every 60 s (spec 9), which drops games that
// kicked off meanwhile; a late prediction is refused by the server with its own message.
export function usePredictableGames(slug: string): UpcomingGames {
  const query = useUpcomingGames(slug);
  return { games: predictableGames(query.data ?? [], query.dataUpdatedAt), isPending: query.isPending };
}

import { GameDayScreen } from '@client/features/game-day/game-day-screen';
import { GAME_DAY_TEXT } from '@client/features/game-day/texts';
import { LeagueAdminPage } from './admin-page';

// Issue 48: /{slug}/admin/game-day, the league's admins and super admins (the route guard sends
// others to sign in): each game's crew of a day, live, and the games without a referee.
export function GameDayPage() {
  return <LeagueAdminPage texts={GAME_DAY_TEXT}>{(league) => <GameDayScreen league={league} />}</LeagueAdminPage>;
}

// Issue 49: the players' answers (decision 078).
import { formatDateOnly } from './players-dates';

export const ROSTER_TEXT = {
  teamNotFound: 'Team not found',
  playerNotFound: 'Player not found on this team',
  mayNotRead: 'Only the league\'s admins, its referees and the team\'s coaches see its roster',
  mayNotEdit: 'Only the league\'s admins and the team\'s coaches change its roster',
  locked: (date: string) => `This roster locked on ${formatDateOnly(date)}: from then on only the league's admins change it`,
  jerseyTaken: (jersey: number, name: string) => `Number ${jersey} is already worn by ${name} on this team`,
  jerseyTakenRace: 'That number is already worn by another player on this team',
  full: (max: number) => `A roster holds at most ${max} players`,
};

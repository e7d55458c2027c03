// One address's evening-before reminder (issue 47, decision 064), pure: the games of tomorrow it
// is told of (each once, in kickoff order), why it is told (the teams it follows by email, the fan's
// favourite team), and the links. Times in league time ("Sat 9:00 AM").
import { dateTimeFormat } from '../../../common/time';
import type { ReminderGame, ReminderLeague } from './store';
import { REMINDERS_TEXT } from './texts';

export type ReminderReader = {
  // the teams it follows by email with 'reminder' (their ids)
  followedTeamIds: Set<number>;
  // a fan's favourite team, when the fan's preferences ask for reminders
  favoriteTeamId: number | null;
  // the follow's page to change or stop it (a follower's), else null
  managePath: string | null;
};

export type ReminderMail = { subject: string; lines: string[]; links: { label: string; path: string }[] };

const playsIn = (game: ReminderGame, teamIds: Set<number>) => (game.homeTeamId !== null && teamIds.has(game.homeTeamId)) || (game.awayTeamId !== null && teamIds.has(game.awayTeamId));

// The games of the day this reader is told of.
function gamesOfReader(games: ReminderGame[], reader: ReminderReader): ReminderGame[] {
  const teams = new Set(reader.followedTeamIds);
  if (reader.favoriteTeamId !== null) teams.add(reader.favoriteTeamId);
  return games.filter((game) => playsIn(game, teams));
}

const teamName = (games: ReminderGame[], teamId: number) => {
  for (const game of games) {
    if (game.homeTeamId === teamId && game.homeName) return game.homeName;
    if (game.awayTeamId === teamId && game.awayName) return game.awayName;
  }
  return REMINDERS_TEXT.teamUnknown;
};

export function reminderMail(league: ReminderLeague, dayStart: Date, games: ReminderGame[], reader: ReminderReader): ReminderMail | null {
  const told = gamesOfReader(games, reader);
  if (told.length === 0) return null;
  const timeZone = league.timezone;
  const when = dateTimeFormat({ timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const date = dateTimeFormat({ timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(dayStart);
  const title = (game: ReminderGame) => REMINDERS_TEXT.title(game.homeName ?? REMINDERS_TEXT.teamUnknown, game.awayName ?? REMINDERS_TEXT.teamUnknown);
  const lines = told.map((game) => REMINDERS_TEXT.game(title(game), when.format(game.scheduledDate), game.field));
  const followed = [...reader.followedTeamIds].filter((id) => told.some((game) => playsIn(game, new Set([id]))));
  const why: string[] = [];
  if (followed.length > 0) why.push(REMINDERS_TEXT.follower(followed.map((id) => teamName(told, id))));
  if (reader.favoriteTeamId !== null && told.some((game) => playsIn(game, new Set([reader.favoriteTeamId!])))) why.push(REMINDERS_TEXT.fan(teamName(told, reader.favoriteTeamId)));
  const first = told[0]!;
  const subject = told.length === 1 ? REMINDERS_TEXT.subject.one(`${title(first)}, ${when.format(first.scheduledDate)}`) : REMINDERS_TEXT.subject.many(told.length, date);
  const links: ReminderMail['links'] = [{ label: REMINDERS_TEXT.openBoard, path: `/${league.slug}` }];
  if (reader.managePath !== null) links.push({ label: REMINDERS_TEXT.manageFollow, path: reader.managePath });
  if (reader.favoriteTeamId !== null) links.push({ label: REMINDERS_TEXT.fanSettings, path: `/${league.slug}/fan` });
  return { subject, lines: [REMINDERS_TEXT.intro(told.length, date), ...lines, ...why], links };
}

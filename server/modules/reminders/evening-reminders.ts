// The evening-before reminder (issue 47, decision 064): one run at `now` (the timer's every minute,
// or a test's chosen instant). For each active league whose clocks read 18:00 or later, tomorrow's
// reminders go once: the transaction that inserts the league's day row (mail_reminder_days) queues
// them, one mail per address listing each of its games (kickoff in league time and field); another
// instance, or a later run, inserts nothing and queues nothing. Who: the confirmed mail followers
// with 'reminder' of a team playing tomorrow, and the fans whose favourite team plays, with `email`
// and `gameReminders` on and an address. Scheduled games only. A league with no games tomorrow
// writes its day row and mails nobody. A league that fails is logged and tried at the next run.
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { fansWhoWant } from '../fans/mail-audience';
import { managePath } from '../follows/mail-follow-links';
import { mailSettings, queueMails, type MailSettings } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { daySpan, reminderDayAt } from './day';
import { reminderMail, type ReminderReader } from './reminder-mail';
import { activeLeagues, claimDay, claimedDays, reminderFollowers, scheduledGamesBetween, type ReminderLeague } from './store';
import { REMINDERS_TEXT } from './texts';

const REMINDER_KIND = 'reminder';

export type ReminderLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

// leagues: those whose day this run claimed; mails: the messages it queued
export type ReminderRun = { leagues: number; mails: number };

export async function sendEveningReminders(deps: Pick<AppDeps, 'db' | 'config' | 'sessionSecret'>, now: Date, log: ReminderLog): Promise<ReminderRun> {
  const due = (await activeLeagues(deps.db)).flatMap((league) => {
    const day = reminderDayAt(now, league.timezone);
    return day ? [{ league, leagueId: league.id, day }] : [];
  });
  // most checks of an evening find every due day claimed: one read, no transaction
  const claimed = await claimedDays(deps.db, due);
  const settings = mailSettings(deps);
  const run: ReminderRun = { leagues: 0, mails: 0 };
  for (const { league, day } of due) {
    if (claimed.has(`${league.id} ${day}`)) continue;
    try {
      const mails = await deps.db.transaction(async (tx) => ((await claimDay(tx, league.id, day)) ? queueReminders(tx, settings, league, day) : null));
      if (mails === null) continue;
      run.leagues++;
      run.mails += mails;
      log.info({ leagueId: league.id, day, mails }, REMINDERS_TEXT.log.sent);
    } catch (err) {
      log.warn({ err, leagueId: league.id, day }, REMINDERS_TEXT.log.failed);
    }
  }
  if (run.mails > 0) wakeMailSenders();
  return run;
}

// The day's reminders of one league, in the transaction that claimed the day: how many were queued.
async function queueReminders(tx: Tx, settings: MailSettings, league: ReminderLeague, day: string): Promise<number> {
  const span = daySpan(day, league.timezone);
  const games = await scheduledGamesBetween(tx, league.id, span.from, span.to);
  const teamIds = [...new Set(games.flatMap((game) => [game.homeTeamId, game.awayTeamId]).filter((id): id is number => id !== null))];
  if (teamIds.length === 0) return 0;
  const readers = new Map<string, ReminderReader>();
  const reader = (address: string) => {
    let found = readers.get(address);
    if (!found) readers.set(address, (found = { followedTeamIds: new Set(), favoriteTeamId: null, managePath: null }));
    return found;
  };
  for (const follower of await reminderFollowers(tx, league.id, teamIds)) {
    const found = reader(follower.address.trim().toLowerCase());
    found.followedTeamIds.add(follower.teamId);
    found.managePath = managePath(league.slug, settings.secret, { id: follower.id, leagueId: league.id, address: follower.address });
  }
  for (const fan of await fansWhoWant(tx, league.id, teamIds, 'gameReminders')) reader(fan.address).favoriteTeamId = fan.favoriteTeamId;
  const mails = [...readers].flatMap(([address, who]) => {
    const mail = reminderMail(league, span.from, games, who);
    return mail ? [{ to: address, kind: REMINDER_KIND, league: { id: league.id, name: league.name, timezone: league.timezone }, ...mail }] : [];
  });
  return (await queueMails(tx, settings, mails)).filter((id) => id !== null).length;
}

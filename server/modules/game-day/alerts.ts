// The Game day alert (issue 48, decision 072): one round at `now` (the timer's every minute, or a
// test's chosen instant). Each scheduled game of an active league kicking off within 15 minutes
// (CREW_TIMES.alertBeforeKickoffMs) with no arrived official at its `referee` position is alerted
// once: the transaction that inserts its game_day_alerts row mails the league's admins a link to the
// board and tells the league's open boards (a `crewChanged` note: they re-read the game, now
// alerted); another instance, or a later round, inserts nothing and sends nothing. A game whose
// kickoff passed more than ALERT_LATE_MS ago is not alerted any more (a process started after a
// long stop does not mail a morning's worth of old games); its board still shows the alert.
import { CREW_TIMES } from '../../../common/crews/crew';
import { dateTimeFormat, leagueDateOf } from '../../../common/time';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { publishLive } from '../../live/notify';
import { mailSettings, queueMails, type MailSettings } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { claimAlert, gamesToAlert, leagueAdminAddresses, type AlertGame } from './store';
import { GAME_DAY_TEXT as T } from './texts';

const ALERT_KIND = 'game-day-alert';
const ALERT_LATE_MS = 60 * 60 * 1000;

export type GameDayLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

// alerts: the games this round claimed; mails: the messages it queued
export type AlertRun = { alerts: number; mails: number };

export async function sendGameDayAlerts(deps: Pick<AppDeps, 'db' | 'config' | 'sessionSecret'>, now: Date, log: GameDayLog): Promise<AlertRun> {
  const due = await gamesToAlert(deps.db, new Date(now.getTime() - ALERT_LATE_MS), new Date(now.getTime() + CREW_TIMES.alertBeforeKickoffMs));
  const settings = mailSettings(deps);
  const run: AlertRun = { alerts: 0, mails: 0 };
  for (const game of due) {
    try {
      const mails = await deps.db.transaction(async (tx) => ((await claimAlert(tx, game, now)) ? alertAdmins(tx, settings, game) : null));
      if (mails === null) continue;
      run.alerts++;
      run.mails += mails;
      log.info({ leagueId: game.leagueId, gameId: game.id, mails }, T.log.sent);
    } catch (err) {
      log.warn({ err, leagueId: game.leagueId, gameId: game.id }, T.log.failed);
    }
  }
  if (run.mails > 0) wakeMailSenders();
  return run;
}

// The alert of one game, in the transaction that claimed it: how many mails were queued.
async function alertAdmins(tx: Tx, settings: MailSettings, game: AlertGame): Promise<number> {
  await publishLive(tx, { kind: 'crewChanged', leagueId: game.leagueId, gameId: game.id });
  const timeZone = game.timezone;
  const when = dateTimeFormat({ timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(game.scheduledDate);
  const title = T.title(game.homeName ?? T.teamUnknown, game.awayName ?? T.teamUnknown);
  const board = `/${game.leagueSlug}/admin/game-day?date=${leagueDateOf(game.scheduledDate, timeZone)}`;
  const league = { id: game.leagueId, name: game.leagueName, timezone: timeZone };
  const mails = (await leagueAdminAddresses(tx, game.leagueId)).map((to) => ({
    to,
    kind: ALERT_KIND,
    league,
    subject: T.alert.subject(title, when),
    lines: [T.alert.line(title, when, game.field), T.alert.hint],
    links: [{ label: T.alert.openBoard, path: board }],
  }));
  if (mails.length === 0) return 0;
  return (await queueMails(tx, settings, mails)).filter((id) => id !== null).length;
}

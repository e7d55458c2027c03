// Runs the evening-before reminders (evening-reminders.ts) once a minute and at start (a process
// that starts at 20:00 sends that evening's), one run at a time (live/rounds.ts). Started with the
// app (routes.ts) and stopped with it; every instance runs one, and the day row makes the mail go
// once.
import { TimedRounds } from '../../live/rounds';
import type { AppDeps } from '../../deps';
import { sendEveningReminders, type ReminderLog } from './evening-reminders';
import { REMINDERS_TEXT } from './texts';

const REMINDER_CHECK_MS = 60_000;

export class ReminderTimer extends TimedRounds {
  constructor(deps: Pick<AppDeps, 'db' | 'config' | 'sessionSecret' | 'now'>, log: ReminderLog, everyMs = REMINDER_CHECK_MS) {
    super(() => sendEveningReminders(deps, deps.now(), log), (err) => log.warn({ err }, REMINDERS_TEXT.log.roundFailed), everyMs);
  }
}

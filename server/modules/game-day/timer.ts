// Runs the Game day alerts (alerts.ts) once a minute and at start, one run at a time (live/rounds.ts).
// Started with the app (routes.ts) and stopped with it; every instance runs one, and the alert row
// makes each game's mail go once.
import type { AppDeps } from '../../deps';
import { TimedRounds } from '../../live/rounds';
import { sendGameDayAlerts, type GameDayLog } from './alerts';
import { GAME_DAY_TEXT } from './texts';

const ALERT_CHECK_MS = 60_000;

export class GameDayTimer extends TimedRounds {
  constructor(deps: Pick<AppDeps, 'db' | 'config' | 'sessionSecret' | 'now'>, log: GameDayLog, everyMs = ALERT_CHECK_MS) {
    super(() => sendGameDayAlerts(deps, deps.now(), log), (err) => log.warn({ err }, GAME_DAY_TEXT.log.roundFailed), everyMs);
  }
}

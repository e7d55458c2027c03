// as: server/modules/scoreboard/page/serve-page.ts
// expect: nothing below a route imports plugins/
import { registerSessions } from '../../../plugins/session';

export const sessions = registerSessions;

// as: server/plugins/session.ts
// expect: import no module
import { resolveLeague } from '../modules/leagues/context';

export const lookup = resolveLeague;

// as: server/modules/scoreboard/page/first-render-data.ts
// Downward imports, the page's client components, plain http/ helpers and common/: no error.
import { resolveRoute } from '../../../../client/src/app/routes';
import { slugProblem } from '../../../../common/slug';
import { idempotentWrite } from '../../../http/idempotency';
import { presentSignedIn } from '../../accounts/present';
import { gamesOfLeague } from '../../games/store';
import { leagueSummaries } from '../../leagues/store';
import { scoringPlaysOfGame } from '../scoring-plays';

export const used = [resolveRoute, slugProblem, idempotentWrite, presentSignedIn, gamesOfLeague, leagueSummaries, scoringPlaysOfGame];

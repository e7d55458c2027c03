// POST /api/games/{id}/report (issue 48, decision 073): the game's referee files its report once the
// game is completed, and changes it for 24 h (from a return, again for 24 h); then it is locked. The
// first report is written `submitted`; an edit of a returned one submits it again.
import { personName } from '../../../common/people';
import { crewSizeOf, positionsOf, type CrewPosition } from '../../../common/crews/crew';
import { DEFAULT_RULES, effectiveRules } from '../../../common/game-rules';
import { mayEditReport, mayFileReport, mayReviewReport } from '../../../common/policies/reports';
import type { ReportBody, ReportDto } from '../../../common/schemas/crews';
import { divisionOfGame } from '../../../common/schemas/divisions';
import type { Actor } from '../../auth/actor';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { GameRecord } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, conflictOnUnique, forbidden, notFound } from '../../http/errors';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { gameInScope } from '../games/store';
import { presentReport } from './present';
import { insertReport, lockReport, updateReport } from './store';
import { REPORTS_TEXT } from './texts';

// The crew's positions the game plays with: its own rules once started, else its division's on its league's.
function crewPositionsOf(game: GameRecord) {
  const inDivision = divisionOfGame(game.homeTeam?.divisionId ?? null, game.awayTeam?.divisionId ?? null) !== null;
  const rules = game.rules ?? effectiveRules(game.league.rulesProfile ?? DEFAULT_RULES, inDivision ? game.homeDivisionRules : null);
  return positionsOf(crewSizeOf(rules));
}

// No-shows name the other positions of the crew: never the reporter's own, never one the crew lacks.
function checkNoShows(game: GameRecord, noShows: ReportBody['noShows']): void {
  const others: CrewPosition[] = crewPositionsOf(game).filter((position) => position !== 'referee');
  const outside = noShows.find((position) => !others.includes(position));
  if (outside !== undefined) throw badRequest(REPORTS_TEXT.noShowOutsideCrew(outside, others));
}

export async function fileReport(deps: AppDeps, actor: Actor, gameId: number, body: ReportBody): Promise<ReportDto> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const game = await gameInScope(tx, scopeOf(actor), gameId);
    if (!game) throw notFound(GAMES_TEXT.gameNotFound);
    assertMayWrite(actor, game.league);
    if (!mayFileReport(actor, game)) throw forbidden(REPORTS_TEXT.notReferee);
    if (game.status !== 'completed') throw conflict(REPORTS_TEXT.notCompleted);
    checkNoShows(game, body.noShows);
    const written = {
      sportsmanshipHome: body.sportsmanship.home,
      sportsmanshipAway: body.sportsmanship.away,
      incidents: body.incidents.map(({ jersey, ...incident }) => (jersey ? { ...incident, jersey } : incident)),
      noShows: body.noShows,
      fieldCondition: body.fieldCondition,
      updatedAt: now,
    };
    // the private note is the admins' to read, so its author may not see it again: absent keeps it,
    // an empty one removes it
    const privateNote = body.privateNote === undefined ? {} : { privateNote: body.privateNote === '' ? null : body.privateNote };
    const existing = await lockReport(tx, game.leagueId, game.id);
    if (!existing) {
      return insertReport(tx, { gameId: game.id, leagueId: game.leagueId, authorId: actor.id, authorName: personName(actor), ...written, ...privateNote, state: 'submitted', submittedAt: now }).catch(
        conflictOnUnique(REPORTS_TEXT.locked),
      );
    }
    const clock = { state: existing.state, submittedAt: existing.submittedAt.getTime(), reviewedAt: existing.reviewedAt?.getTime() ?? null, authorId: existing.authorId };
    if (existing.state === 'approved') throw conflict(REPORTS_TEXT.approvedLocked);
    if (existing.authorId !== actor.id) throw conflict(REPORTS_TEXT.otherAuthor(existing.authorName));
    if (!mayEditReport(actor, clock, now.getTime())) throw conflict(REPORTS_TEXT.locked);
    return updateReport(tx, game.id, { ...written, ...privateNote, state: 'submitted' });
  });
  return presentReport(row, { privateNote: mayReviewReport(actor), now: now.getTime() });
}

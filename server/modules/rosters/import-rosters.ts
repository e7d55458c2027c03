// Issue 49: the league's roster export in (decision 079). The rows are planned against the league's
// teams and players and applied in one transaction: players upserted by their import key, coaches
// invited (inviteCoach), the run audited. A dry run is the same code in a transaction rolled back at
// its end, so it answers exactly what the real run would do and leaves nothing (no player, no
// invitation, no mail: the outbox is written in the same transaction).
import type { RosterImportDto } from '../../../common/schemas/rosters';
import { assertMayWrite } from '../../auth/policy';
import { audit, auditTarget } from '../../auth/audit';
import type { Caller } from '../../auth/actor';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import type { League } from '../leagues/store';
import { wakeMailSenders } from '../mail/sender';
import { planRosterImport, type RosterPlan } from './import-plan';
import { readRosterRows } from './import-rows';
import { clearJerseys, insertImportedPlayers, playersOfLeague, teamsOfLeague, updateImportedPlayer } from './import-store';
import { ROSTER_IMPORT_TEXT as T } from './import-texts';
import { inviteCoach } from './invite-coach';

export type RosterImportInput = { league: League; fileName: string | null; text: string; dryRun: boolean };

// Thrown to roll a dry run back, carrying its answer out of the transaction.
class DryRunDone extends Error {
  constructor(readonly answer: RosterImportDto) {
    super('dry run');
  }
}

async function applyPlan(deps: AppDeps, tx: Tx, caller: Caller, league: League, plan: RosterPlan): Promise<Pick<RosterImportDto, 'players' | 'coaches'>> {
  const players = { created: 0, changed: 0, dropped: 0, unchanged: 0 };
  for (const p of plan.players) players[p.outcome] += 1;
  const updates = plan.players.filter((p) => p.existing !== null && p.outcome !== 'unchanged');
  // numbers off first, then each player as the file says, then the new ones: no two active players
  // of a team meet on a number halfway
  await clearJerseys(
    tx,
    league.id,
    updates.map((p) => p.existing!.id),
  );
  const now = deps.now();
  for (const p of updates) await updateImportedPlayer(tx, league.id, p.existing!.id, p.values, now);
  await insertImportedPlayers(
    tx,
    league.id,
    plan.players.filter((p) => p.existing === null).map((p) => p.values),
  );

  const coaches = { invited: 0, linked: 0, unchanged: 0 };
  for (const c of plan.coaches) {
    const outcome = await inviteCoach(deps, tx, {
      leagueId: league.id,
      teamId: c.teamId,
      email: c.row.email!,
      firstName: c.row.firstName,
      lastName: c.row.lastName,
      coachRole: c.coachRole,
      invitedBy: { id: caller.actor.id },
    });
    coaches[outcome] += 1;
  }
  return { players, coaches };
}

export async function importRosters(deps: AppDeps, caller: Caller, input: RosterImportInput): Promise<RosterImportDto> {
  const { league, dryRun } = input;
  assertMayWrite(caller.actor, league);
  const file = readRosterRows(input.text, deps.config.importMaxRows);
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const plan = planRosterImport(file.rows, await teamsOfLeague(tx, league.id), await playersOfLeague(tx, league.id));
      const refused = [...file.refused, ...plan.refused].sort((a, b) => a.row - b.row);
      const counts = await applyPlan(deps, tx, caller, league, plan);
      const result: RosterImportDto = { dryRun, ...counts, refused, notes: plan.notes };
      if (dryRun) throw new DryRunDone(result);
      await audit(tx, { actor: { id: caller.actor.id }, ip: caller.ip }, 'import.rosters', auditTarget.league(league), {
        fileName: input.fileName,
        ...counts.players,
        invited: counts.coaches.invited,
        linked: counts.coaches.linked,
        refused: refused.length,
      });
      return result;
    });
    // the invitations were queued in the transaction: sent now, not at the sender's next poll
    if (answer.coaches.invited + answer.coaches.linked > 0) wakeMailSenders();
    return answer;
  } catch (err) {
    if (err instanceof DryRunDone) return err.answer;
    // another import, or a coach's edit, took a number or a key between the plan and the write
    if (isUniqueViolation(err)) throw conflict(T.raced);
    throw err;
  }
}

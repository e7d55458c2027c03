// A published season's referee assignments (issue 47): one message per referee listing their games,
// queued in the publish's last transaction (the season builder writes its games in batches outside
// the games' write path, so no deps.gameChanged is heard for them). Kind 'assignment': an
// unsubscribe from assignments stops these too. A referee without an address gets none.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { teams, users } from '../../db/schema';
import { leagueTime, type MailLeague } from './message';
import { queueMail, type MailSettings } from './queue-mail';
import { MAIL_TEXT } from './texts';

export type AssignedGame = { homeTeamId: number; awayTeamId: number; refereeId: number | null; field: string | null; scheduledDate: Date };

export async function queueSeasonAssignments(tx: Tx, settings: MailSettings, league: MailLeague & { slug: string }, games: AssignedGame[]): Promise<void> {
  const assigned = games.filter((g): g is AssignedGame & { refereeId: number } => g.refereeId !== null);
  if (assigned.length === 0) return;
  const refereeIds = [...new Set(assigned.map((g) => g.refereeId))];
  const teamIds = [...new Set(assigned.flatMap((g) => [g.homeTeamId, g.awayTeamId]))];
  const addresses = new Map((await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, refereeIds))).map((u) => [u.id, u.email]));
  const names = new Map((await tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))).map((t) => [t.id, t.name]));
  for (const refereeId of refereeIds) {
    const email = addresses.get(refereeId);
    if (!email) continue;
    const theirs = assigned.filter((g) => g.refereeId === refereeId).sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime());
    const lines = theirs.map((g) =>
      MAIL_TEXT.season.game(`${names.get(g.homeTeamId) ?? MAIL_TEXT.teamUnknown} vs ${names.get(g.awayTeamId) ?? MAIL_TEXT.teamUnknown}`, MAIL_TEXT.at(leagueTime(g.scheduledDate, league.timezone), g.field)),
    );
    await queueMail(tx, settings, {
      to: email,
      kind: 'assignment',
      league: { id: league.id, name: league.name, timezone: league.timezone },
      subject: MAIL_TEXT.season.subject(theirs.length),
      lines: [MAIL_TEXT.season.intro(theirs.length), ...lines, MAIL_TEXT.season.answer],
      links: [{ label: MAIL_TEXT.openSchedule, path: `/${league.slug}/referee` }],
    });
  }
}

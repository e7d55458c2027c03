// Listens to deps.gameChanged (wired in create-deps.ts), emitted in the transaction of every write of
// the games table that emits it (create, edit, live actions, rainout, season publish, the import):
// the referee's notices (game-notices.ts) are written to the outbox in that transaction, so they are
// sent only if the write commits. A referee without an email address gets none. Most writes (a
// live game's taps) change nothing a notice is about and cost no query.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { GameChange } from '../../deps';
import { users } from '../../db/schema';
import { gameNotices } from './game-notices';
import { queueMail, type MailSettings } from './queue-mail';
import { MAIL_TEXT } from './texts';

export function mailOnGameChanged(settings: MailSettings) {
  return async (tx: Tx, change: GameChange): Promise<void> => {
    const notices = gameNotices(change);
    if (notices.length === 0) return;
    const { league } = change.after;
    for (const notice of notices) {
      const [referee] = await tx.select({ email: users.email }).from(users).where(eq(users.id, notice.refereeId));
      if (!referee?.email) continue;
      await queueMail(tx, settings, {
        to: referee.email,
        kind: notice.kind,
        league: { id: league.id, name: league.name, timezone: league.timezone },
        subject: notice.subject,
        lines: notice.lines,
        links: [{ label: MAIL_TEXT.openSchedule, path: `/${league.slug}/referee` }],
      });
    }
  };
}

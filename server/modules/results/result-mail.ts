// The coaches' mail of a final (issue 49, decision 081): when a game is completed, each coach of its
// two teams is told the score and the window's close, with two signed one-click links, Agree and
// Protest (result-links.ts answers them), and his home page's. HMAC with the session secret over the
// game, the coach and the final's instant (completedAt): a reopened game completed again is a new
// final, and the old mail's links no longer answer. And the ruling on a protest, to both teams'
// coaches. Written to the outbox in the caller's transaction, so it goes only if the change commits.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { protestClosesAt } from '../../../common/rosters/result';
import type { RulingDecision } from '../../../common/rosters/roster';
import type { DbOrTx, Tx } from '../../db/client';
import type { GameRecord } from '../../db/rows';
import { games, leagues, teams } from '../../db/schema';
import { linkSignature, linkSignatureMatches } from '../../http/tokens';
import { leagueTime } from '../mail/message';
import { queueMails, type MailSettings } from '../mail/queue-mail';
import { coachesOfGame } from './store';
import { RESULTS_TEXT } from './texts';

export type ResultLinkAnswer = 'agree' | 'protest';
// One coach's mail of one final.
export type ResultRef = { gameId: number; userId: number; completedAt: Date };

export const RESULT_LINK_PATHS: Record<ResultLinkAnswer, string> = { agree: '/api/game-results/agree', protest: '/api/game-results/protest' };

const refText = (ref: ResultRef) => `${ref.gameId}.${ref.userId}.${ref.completedAt.getTime()}`;
const signatureOf = (secret: string, ref: ResultRef) => linkSignature(secret, 'game-result', refText(ref));

export function resultLinkPath(secret: string, answer: ResultLinkAnswer, ref: ResultRef): string {
  return `${RESULT_LINK_PATHS[answer]}?final=${refText(ref)}&t=${signatureOf(secret, ref)}`;
}

const REF_PATTERN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([0-9]{1,15})$/;

// The final a link's query names, or null when it is not one this server signed.
export function readResultLink(secret: string, final: unknown, t: unknown): ResultRef | null {
  if (typeof final !== 'string' || typeof t !== 'string' || t.length > 100) return null;
  const match = REF_PATTERN.exec(final);
  if (!match) return null;
  const ref: ResultRef = { gameId: Number(match[1]), userId: Number(match[2]), completedAt: new Date(Number(match[3])) };
  if (!Number.isSafeInteger(ref.gameId) || !Number.isSafeInteger(ref.userId) || Number.isNaN(ref.completedAt.getTime())) return null;
  return linkSignatureMatches(secret, 'game-result', refText(ref), t) ? ref : null;
}

const RESULT_MAIL_KIND = 'result';

export type FinalGame = { id: number; title: string; homeScore: number; awayScore: number; league: { id: number; name: string; slug: string; timezone: string; protestHours: number } };

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

export async function finalGameOf(db: DbOrTx, gameId: number): Promise<FinalGame | null> {
  const [row] = await db
    .select({
      id: games.id,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      homeName: home.name,
      awayName: away.name,
      league: { id: leagues.id, name: leagues.name, slug: leagues.slug, timezone: leagues.timezone, protestHours: leagues.protestHours },
    })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .leftJoin(home, eq(home.id, games.homeTeamId))
    .leftJoin(away, eq(away.id, games.awayTeamId))
    .where(eq(games.id, gameId));
  if (!row) return null;
  const { homeName, awayName, ...game } = row;
  return { ...game, title: RESULTS_TEXT.title(homeName ?? RESULTS_TEXT.teamUnknown, awayName ?? RESULTS_TEXT.teamUnknown) };
}

// Each coach of the completed game's teams: the score, the window's close, Agree and Protest.
export async function queueFinalMails(tx: Tx, settings: MailSettings, game: Pick<GameRecord, 'id' | 'homeTeamId' | 'awayTeamId' | 'completedAt'>): Promise<void> {
  if (!game.completedAt) return;
  const final = await finalGameOf(tx, game.id);
  const coaches = await coachesOfGame(tx, game);
  if (!final || coaches.length === 0) return;
  const { league } = final;
  const closes = leagueTime(protestClosesAt(game.completedAt, league.protestHours), league.timezone);
  const T = RESULTS_TEXT.mail;
  await queueMails(
    tx,
    settings,
    coaches
      .filter((coach) => coach.email)
      .map((coach) => {
        const ref = { gameId: game.id, userId: coach.userId, completedAt: game.completedAt! };
        return {
          to: coach.email!,
          kind: RESULT_MAIL_KIND,
          league: { id: league.id, name: league.name, timezone: league.timezone },
          subject: T.subject(final.title, final.homeScore, final.awayScore),
          lines: T.lines(final.title, final.homeScore, final.awayScore, closes),
          links: [
            { label: T.agree, path: resultLinkPath(settings.secret, 'agree', ref) },
            { label: T.protest, path: resultLinkPath(settings.secret, 'protest', ref) },
            { label: T.home, path: `/${league.slug}/coach` },
          ],
        };
      }),
  );
}

// Both teams' coaches are told the ruling (a direct answer to their protest: no unsubscribe).
export async function queueRulingMails(tx: Tx, settings: MailSettings, game: Pick<GameRecord, 'id' | 'homeTeamId' | 'awayTeamId'>, decision: RulingDecision, note: string): Promise<void> {
  const final = await finalGameOf(tx, game.id);
  const coaches = await coachesOfGame(tx, game);
  if (!final) return;
  const { league } = final;
  const T = RESULTS_TEXT.mail;
  await queueMails(
    tx,
    settings,
    coaches
      .filter((coach) => coach.email)
      .map((coach) => ({
        to: coach.email!,
        kind: RESULT_MAIL_KIND,
        league: { id: league.id, name: league.name, timezone: league.timezone },
        subject: T.rulingSubject(final.title, decision),
        lines: T.rulingLines(final.title, decision, final.homeScore, final.awayScore, note),
        links: [{ label: T.home, path: `/${league.slug}/coach` }],
        unsubscribe: false,
      })),
  );
}

import { sideName } from '../../../common/brackets/sides';
import ical, { ICalEventStatus } from 'ical-generator';
import type { GameRecord } from '../games/store';
import { contentEtag } from '../../http/content-etag';

// One iCalendar feed (RFC 5545) of games (issue 18, decision 029): one VEVENT per game with a UID
// that never changes for it, the game's span, its teams, field, state and revision.

const MINUTE = 60_000;

// Kickoff plus every period and the halftime break; timeouts are not planned, so not counted.
function gameEnd(game: Pick<GameRecord, 'scheduledDate' | 'totalPeriods' | 'periodDuration' | 'halftimeDuration'>): Date {
  const halftime = game.totalPeriods >= 2 && game.totalPeriods % 2 === 0 ? game.halftimeDuration * 1000 : 0;
  return new Date(game.scheduledDate.getTime() + game.totalPeriods * game.periodDuration * MINUTE + halftime);
}

function description(game: GameRecord): string | null {
  // issue 49 (decision 082): an instructional game is on the calendar without its score
  if (!game.scoresPublic) return null;
  if (game.status === 'completed') return `Final: ${sideName(game, 'home')} ${game.homeScore} - ${game.awayScore} ${sideName(game, 'away')}`;
  if (game.status === 'live') return `Live now: ${sideName(game, 'home')} ${game.homeScore} - ${game.awayScore} ${sideName(game, 'away')}`;
  return null;
}

export type Feed = { body: string; etag: string };

// `host` names the site in the UIDs (game-12@leagues.example.org); `link` the page of each game.
export function calendarFeed(name: string, games: readonly GameRecord[], site: { host: string; link: (game: GameRecord) => string }): Feed {
  const calendar = ical({ name, prodId: { company: 'Flag Football Leagues', product: 'Schedule', language: 'EN' } });
  for (const game of games) {
    calendar.createEvent({
      id: `game-${game.id}@${site.host}`,
      start: game.scheduledDate,
      end: gameEnd(game),
      // the last change of the game, not the moment of the request: the same games give the same feed
      stamp: game.updatedAt,
      // a bracket game's unknown side reads "Winner of Semifinal 1" until it is known (issue 36)
      summary: `${sideName(game, 'home')} vs ${sideName(game, 'away')}`,
      location: game.field,
      description: description(game),
      status: game.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: game.calendarSequence,
      url: site.link(game),
    });
  }
  const body = calendar.toString();
  return { body, etag: contentEtag(body) };
}

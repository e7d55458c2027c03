// the engine's modules one by one: its index would bring the whole engine into the board's download
import { sideColor, sideName } from '@common/brackets/sides';
import { periodLabel } from '@common/game-rules/labels';
import { scoringPlayName } from '@common/game-rules/texts';
import type { PublicGameDto } from '@common/schemas/games/dto';
import type { ScoringPlayDto } from '@common/schemas/scoreboard';
import { formatClock } from '@client/lib/league-time';
import { SCOREBOARD_TEXT as TEXT } from './texts';

// Issue 18: how many plays the board shows under the game (the space is kept for all of them).
export const LATEST_PLAYS_SHOWN = 5;

export type PlayLine = { id: number; when: string; team: string; color: string; what: string; score: string };

// "Touchdown #12"; a bare +6 reads "6 points", a -1 "Score corrected (-1)".
export function playWhat(play: Pick<ScoringPlayDto, 'play' | 'jersey' | 'points'>): string {
  if (play.play !== null) return scoringPlayName(play.play, play.jersey);
  return play.points > 0 ? TEXT.bareScore(play.points) : TEXT.scoreCorrected(play.points);
}

// The latest plays first, at most LATEST_PLAYS_SHOWN, each as the board writes it:
// "2nd Quarter 8:25 · Black Panthers · Touchdown #12", with the score it left.
export function latestPlayLines(game: PublicGameDto, plays: readonly ScoringPlayDto[]): PlayLine[] {
  return [...plays]
    .sort((a, b) => b.id - a.id)
    .slice(0, LATEST_PLAYS_SHOWN)
    .map((play) => {
      const side = play.team === 'home' ? 'home' : 'away';
      return {
        id: play.id,
        when: `${periodLabel(play.period, game.gameFormat)} ${formatClock(play.timeRemaining)}`,
        team: sideName(game, side),
        color: sideColor(game, side),
        what: playWhat(play),
        score: `${play.homeScore}–${play.awayScore}`,
      };
    });
}

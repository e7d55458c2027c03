import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { bracketGameName, sideName as feedName } from '@common/brackets/bracket';
import { sideName } from '@common/brackets/sides';
import type { Side } from '@common/game-rules';
import type { BracketGameDto, BracketViewGameDto } from '@common/schemas/brackets';
import { Button } from '@client/components/ui/button';
import { predictView } from '@client/features/scoreboard/live-view';
import { formatClock, formatLeagueDate, formatLeagueTime } from '@client/lib/league-time';
import { serverClock } from '@client/lib/server-clock';
import { useEverySecond } from '@client/lib/use-every-second';
import { cn } from '@client/lib/utils';
import { layoutBracket, startRound, type SectionName, type TreeSection } from './bracket-layout';
import { PLAYOFFS_TEXT as TEXT } from './texts';

// A game as the tree draws it: a preview's (teams and field by id, no state) or a published one's
// (the public game: names, score, status, clock, overtime).
export type TreeCardGame = BracketGameDto | BracketViewGameDto;
const isPublished = (game: TreeCardGame): game is BracketViewGameDto => 'status' in game;

// A preview's names of teams and fields (a published game carries its own).
export type TreeContext = { timeZone: string; teamName?: (teamId: number) => string; fieldName?: (fieldId: number) => string };

// px: a card, the gap between columns, one unit of height (half a first-round game)
const CARD_WIDTH = 256;
const COLUMN_GAP = 40;
const UNIT = 54;
const CARD_HEIGHT = 100;
const HEADING = 28;

const SECTION_TITLE: Record<SectionName, string> = { winners: TEXT.winnersBracket, losers: TEXT.losersBracket, finals: TEXT.grandFinal };

// Issue 36: a bracket drawn as a tree, rounds left to right with lines from each game to the one its
// winner goes to (double elimination: the winners' bracket, the losers' bracket, the grand final); on
// a phone one round at a time. The preview and the bracket page draw the same component.
export function BracketTree({ games, context }: { games: readonly TreeCardGame[]; context: TreeContext }) {
  const now = useTickWhileLive(games.some((game) => isPublished(game) && game.status === 'live'));
  const sections = layoutBracket(games);
  // a team keeps its seed in every game it reaches
  const seeds = new Map(games.flatMap((game) => [[game.homeTeamId, game.homeSeed] as const, [game.awayTeamId, game.awaySeed] as const]).filter((entry): entry is [number, number] => entry[0] !== null && entry[1] !== null));
  const card = (game: TreeCardGame) => <GameCard game={game} games={games} context={context} now={now} seeds={seeds} />;
  return (
    <div data-testid="bracket">
      <div className="space-y-6 max-sm:hidden" data-testid="bracket-tree">
        {sections.map((section) => (
          <TreeSectionView key={section.name} section={section} title={sections.length > 1 ? SECTION_TITLE[section.name] : null} card={card} />
        ))}
      </div>
      <RoundByRound games={games} card={card} />
    </div>
  );
}

function TreeSectionView({ section, title, card }: { section: TreeSection<TreeCardGame>; title: string | null; card: (game: TreeCardGame) => React.ReactNode }) {
  const width = section.columns.length * CARD_WIDTH + (section.columns.length - 1) * COLUMN_GAP;
  const height = section.height * UNIT + HEADING;
  const where = new Map(section.games.map((placed) => [placed.game.key, placed]));
  const left = (column: number) => column * (CARD_WIDTH + COLUMN_GAP);
  const middle = (y: number) => HEADING + y * UNIT;
  return (
    <section aria-label={title ?? TEXT.bracket} className="space-y-2">
      {title ? <h2 className="text-sm font-extrabold tracking-[0.2em] text-current uppercase">{title}</h2> : null}
      <div className="overflow-x-auto pb-2">
        <div className="relative" style={{ width, height }}>
          <svg aria-hidden className="absolute inset-0 text-slate-500" width={width} height={height}>
            {section.connectors.map((line) => {
              const from = where.get(line.from)!;
              const to = where.get(line.to)!;
              const x1 = left(from.column) + CARD_WIDTH;
              const x2 = left(to.column);
              const xm = (x1 + x2) / 2;
              const y1 = middle(from.y);
              const y2 = middle(to.y) + (line.side === 'home' ? -CARD_HEIGHT / 5 : CARD_HEIGHT / 5);
              return <path key={`${line.from}-${line.to}`} d={`M${x1} ${y1}H${xm}V${y2}H${x2}`} fill="none" stroke="currentColor" strokeWidth={2} />;
            })}
          </svg>
          {section.columns.map((column, index) => (
            <div key={column.round}>
              <p className="absolute top-0 truncate text-xs font-bold tracking-wider text-current uppercase opacity-80" style={{ left: left(index), width: CARD_WIDTH }} aria-hidden>
                {column.name}
              </p>
              <ul aria-label={column.name}>
                {section.games
                  .filter((placed) => placed.column === index)
                  .map((placed) => (
                    <li key={placed.game.key} className="absolute" style={{ left: left(index), top: middle(placed.y) - CARD_HEIGHT / 2, width: CARD_WIDTH, height: CARD_HEIGHT }}>
                      {card(placed.game)}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

// The phone's view: one round (the games played at that stage) with previous and next.
function RoundByRound({ games, card }: { games: readonly TreeCardGame[]; card: (game: TreeCardGame) => React.ReactNode }) {
  const rounds = [...new Set(games.map((game) => game.round))].sort((a, b) => a - b);
  const [chosen, setChosen] = useState<number | null>(null);
  const round = chosen !== null && rounds.includes(chosen) ? chosen : startRound(games);
  const index = rounds.indexOf(round);
  const shown = games.filter((game) => game.round === round);
  const names = [...new Set(shown.map((game) => game.roundName))].join(' · ');
  return (
    <section aria-label={TEXT.round(index + 1, rounds.length)} className="space-y-3 sm:hidden" data-testid="bracket-rounds">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" className="size-11 text-foreground" aria-label={TEXT.previousRound} disabled={index <= 0} onClick={() => setChosen(rounds[index - 1]!)}>
          <ChevronLeft aria-hidden />
        </Button>
        <div className="min-w-0 text-center" aria-live="polite">
          <p className="text-xs font-bold tracking-wider uppercase opacity-80">{TEXT.round(index + 1, rounds.length)}</p>
          <h2 className="text-base font-extrabold break-words" data-testid="round-name">
            {names}
          </h2>
        </div>
        <Button variant="outline" size="icon" className="size-11 text-foreground" aria-label={TEXT.nextRound} disabled={index >= rounds.length - 1} onClick={() => setChosen(rounds[index + 1]!)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <ul className="space-y-3">
        {shown.map((game) => (
          <li key={game.key}>{card(game)}</li>
        ))}
      </ul>
    </section>
  );
}

// Each second while a game is live, the server's estimated instant (the clocks count down locally).
const serverNow = () => serverClock.now();
const useTickWhileLive = (live: boolean): number => useEverySecond(live, serverNow, serverNow);

function GameCard({ game, games, context, now, seeds }: { game: TreeCardGame; games: readonly TreeCardGame[]; context: TreeContext; now: number; seeds: ReadonlyMap<number, number> }) {
  const name = bracketGameName(game, games);
  const played = isPublished(game) ? game : null;
  const status = played?.status;
  const showScore = status === 'live' || status === 'completed';
  const winner: Side | null = played && status === 'completed' && played.homeScore !== played.awayScore ? (played.homeScore > played.awayScore ? 'home' : 'away') : null;
  const label = (side: Side): string => {
    if (played) return sideName(played, side);
    const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
    const from = side === 'home' ? game.homeFrom : game.awayFrom;
    return teamId !== null ? (context.teamName?.(teamId) ?? '') : from ? feedName(from, games) : '';
  };
  return (
    <article
      aria-label={name}
      data-testid="bracket-game"
      data-key={game.key}
      data-status={status}
      className={cn('flex h-full flex-col justify-between rounded-lg border bg-slate-900 px-2.5 py-1.5 text-white shadow', status === 'live' ? 'border-red-400' : 'border-white/15', status === 'cancelled' && 'opacity-70')}
    >
      <p className="flex items-baseline justify-between gap-2 text-xs text-slate-300">
        <span className="min-w-0 truncate font-bold text-slate-100" title={name}>
          {name}
        </span>
        <StateLabel game={game} now={now} />
      </p>
      {(['home', 'away'] as const).map((side) => {
        const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
        const seed = (side === 'home' ? game.homeSeed : game.awaySeed) ?? (teamId !== null ? (seeds.get(teamId) ?? null) : null);
        const text = label(side);
        return (
          <p key={side} className={cn('flex items-center gap-2 text-sm', winner === side ? 'font-extrabold' : 'font-medium', winner !== null && winner !== side && 'text-slate-300')} data-testid={`${side}-side`}>
            <span className="inline-flex w-5 shrink-0 justify-center rounded bg-white/10 text-xs font-bold tabular-nums" title={seed !== null ? TEXT.seed(seed) : undefined}>
              {seed !== null ? (
                <>
                  <span className="sr-only">{TEXT.seed(seed)}</span>
                  <span aria-hidden>{seed}</span>
                </>
              ) : null}
            </span>
            <span className={cn('min-w-0 flex-1 truncate', teamId === null && 'text-xs text-slate-300 italic')} data-testid="side-name" title={text}>
              {text}
            </span>
            {played && showScore ? (
              <span className="shrink-0 font-black tabular-nums" data-testid="side-score">
                {side === 'home' ? played.homeScore : played.awayScore}
              </span>
            ) : null}
          </p>
        );
      })}
      <WhenWhere game={game} context={context} />
    </article>
  );
}

// Live: the clock and period ("OT" in overtime); played: Final; cancelled; without a slot.
function StateLabel({ game, now }: { game: TreeCardGame; now: number }) {
  if (!isPublished(game)) return game.scheduledDate === null ? <span className="shrink-0 text-amber-300" data-testid="game-state">{TEXT.noSlot}</span> : null;
  if (game.status === 'live') {
    const view = predictView(game, now);
    return (
      <span className="shrink-0 font-black tracking-wider text-red-300" data-testid="game-state">
        {TEXT.live} {game.overtime ? TEXT.overtime : `${view.periodLabel.replace(/ (Quarter|Half)$/, '')} ${formatClock(view.timeRemaining)}`}
      </span>
    );
  }
  if (game.status === 'completed') {
    return (
      <span className="shrink-0 font-bold" data-testid="game-state">
        {TEXT.final}
      </span>
    );
  }
  if (game.status === 'cancelled') return <span className="shrink-0" data-testid="game-state">{TEXT.cancelled}</span>;
  return null;
}

// When and where: "Sat, Dec 5, 2026 · 10:15 AM · Field 1".
function WhenWhere({ game, context }: { game: TreeCardGame; context: TreeContext }) {
  if (game.scheduledDate === null) return null;
  const field = isPublished(game) ? game.field : game.fieldId !== null ? (context.fieldName?.(game.fieldId) ?? null) : null;
  const text = `${formatLeagueDate(game.scheduledDate, context.timeZone)} · ${formatLeagueTime(game.scheduledDate, context.timeZone)} · ${field ?? TEXT.noField}`;
  return (
    <p className="truncate text-xs text-slate-300" title={text} data-testid="when-where">
      {text}
    </p>
  );
}

import { type FormEvent, memo, useCallback, useState } from 'react';
import { SCORE_BUTTONS } from '@common/constants';
import type { GameAction, ScoringPlay, Side } from '@common/game-rules';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { parseScoreInput } from './game-view';
import { ScoringPlayDialog } from './scoring-play-dialog';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

type ScoreCardProps = {
  side: Side;
  name: string;
  color: string;
  score: number;
  canAdd: boolean;
  canSubtract: boolean;
  canSet: boolean;
  // stable (issue 39: the card draws again only when its own props change)
  run: (action: GameAction) => void;
};

type ScoreDelta = (typeof SCORE_BUTTONS)[number];

// +6 (the touchdown) in the navy of the scoreboard, +1 in the primary orange, -1 outlined: three fills
// told apart at a glance, each with its text above 4.5:1.
const SCORE_STYLE: Record<ScoreDelta, string> = {
  1: 'text-xl',
  6: 'bg-brand text-2xl text-brand-foreground hover:bg-brand/90',
  [-1]: 'text-xl',
};

// Spec 2.6 and 5: +1, +6, -1 (disabled at 0) and a set-score field that needs a number of 0 or more;
// beside the team's name the scoring-play picker (issue 18).
export const ScoreCard = memo(function ScoreCard({ side, name, color, score, canAdd, canSubtract, canSet, run }: ScoreCardProps) {
  const [draft, setDraft] = useState('');
  const value = parseScoreInput(draft);
  const invalid = draft.trim() !== '' && value === null;
  const hintId = `set-score-hint-${side}`;
  // stable, so the picker is left alone when only the score changes
  const recordPlay = useCallback((play: ScoringPlay, jersey: string | null) => run({ type: 'scoringPlay', team: side, play, ...(jersey === null ? {} : { jersey }) }), [run, side]);

  function scoreButton(delta: ScoreDelta) {
    return (
      <Button
        variant={delta < 0 ? 'outline' : 'default'}
        className={cn('h-14 min-w-14 px-0 font-bold', SCORE_STYLE[delta])}
        // '+6, Add 6 to <team>': the visible text first (WCAG 2.5.3, label in name)
        aria-label={TEXT.scoreLabel(delta, name)}
        disabled={delta < 0 ? !canSubtract : !canAdd}
        onClick={() => run({ type: 'addScore', team: side, delta })}
      >
        {TEXT.scoreButton(delta)}
      </Button>
    );
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (value === null) return;
    run({ type: 'setScore', team: side, value });
    setDraft('');
  }

  return (
    <section
      aria-label={`${name} score`}
      className="flex min-w-0 flex-col rounded-xl border border-t-8 bg-card p-3 pb-2 shadow-sm sm:p-4"
      style={{ borderTopColor: color }}
    >
      {/* the scoring-play picker beside the name, so the down control stays on a phone's first screen (decision 024) */}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-[11px] leading-none font-bold tracking-widest text-muted-foreground uppercase">{side === 'home' ? TEXT.home : TEXT.away}</p>
          <h2 className="mt-0.5 truncate text-base font-bold sm:text-lg" title={name}>
            {name}
          </h2>
        </div>
        <ScoringPlayDialog
          teamName={name}
          enabled={canAdd}
          onRecord={recordPlay}
        />
      </div>
      {/* Spec 9's three buttons: -1 beside the score it corrects, then +1 and +6 (decision 024), every
          button at least 56x56 px with 8 px between them, even in half of a 390 px phone. */}
      <div className="mt-1 flex items-center gap-2">
        <p className="min-w-0 flex-1 text-center text-5xl leading-none font-black tabular-nums sm:text-6xl" data-testid={`score-${side}`}>
          {score}
        </p>
        {scoreButton(-1)}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {scoreButton(1)}
        {scoreButton(6)}
      </div>
      <form className="mt-1.5 flex gap-1.5 sm:mt-3" onSubmit={submit} noValidate>
        <Input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          placeholder={TEXT.scorePlaceholder}
          aria-label={TEXT.setScoreLabel(name)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? hintId : undefined}
          value={draft}
          disabled={!canSet}
          onChange={(event) => setDraft(event.target.value)}
          className={cn('h-11 min-w-0 flex-1 text-base', invalid && 'border-destructive')}
        />
        <Button type="submit" variant="secondary" className="h-11 px-3" disabled={!canSet || value === null}>
          {TEXT.set}
        </Button>
      </form>
      {invalid ? (
        <p id={hintId} className="mt-1 text-xs text-destructive">
          {TEXT.setScoreInvalid}
        </p>
      ) : null}
    </section>
  );
});

import { type FormEvent, useState } from 'react';
import { SCORE_BUTTONS } from '@common/constants';
import type { Side } from '@common/game-rules';
import type { GameDto } from '@common/schemas/games';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { parseScoreInput, scoreOf, teamName } from './game-view';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

type ScoreCardProps = {
  game: GameDto;
  side: Side;
  canAdd: boolean;
  canSubtract: boolean;
  canSet: boolean;
  onAdd: (delta: number) => void;
  onSet: (value: number) => void;
};

// Spec 2.6 and 5: +1, +6, -1 (disabled at 0) and a set-score field that needs a number of 0 or more.
export function ScoreCard({ game, side, canAdd, canSubtract, canSet, onAdd, onSet }: ScoreCardProps) {
  const name = teamName(game, side);
  const color = side === 'home' ? game.homeTeam.color : game.awayTeam.color;
  const [draft, setDraft] = useState('');
  const value = parseScoreInput(draft);
  const invalid = draft.trim() !== '' && value === null;
  const hintId = `set-score-hint-${side}`;

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (value === null) return;
    onSet(value);
    setDraft('');
  }

  return (
    <section
      aria-label={`${name} score`}
      className="flex min-w-0 flex-col rounded-xl border border-t-8 bg-card p-3 shadow-sm sm:p-4"
      style={{ borderTopColor: color }}
    >
      <p className="text-[11px] font-bold tracking-widest text-muted-foreground uppercase">{side === 'home' ? TEXT.home : TEXT.away}</p>
      <h2 className="truncate text-base font-bold sm:text-lg" title={name}>
        {name}
      </h2>
      <p className="my-2 text-center text-6xl leading-none font-black tabular-nums" data-testid={`score-${side}`}>
        {scoreOf(game, side)}
      </p>
      <div className="grid grid-cols-3 gap-1.5">
        {SCORE_BUTTONS.map((delta) => (
          <Button
            key={delta}
            variant={delta < 0 ? 'outline' : 'default'}
            className="h-14 px-0 text-lg font-bold"
            aria-label={TEXT.scoreLabel(delta, name)}
            disabled={delta < 0 ? !canSubtract : !canAdd}
            onClick={() => onAdd(delta)}
          >
            {TEXT.scoreButton(delta)}
          </Button>
        ))}
      </div>
      <form className="mt-3 flex gap-1.5" onSubmit={submit} noValidate>
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
}

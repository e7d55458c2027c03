import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Trophy } from 'lucide-react';
import { SCORING_PLAY_POINTS, SCORING_PLAY_TEXT, SCORING_PLAYS, type ScoringPlay } from '@common/game-rules';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { PickerPopover } from '@client/components/ui/picker-popover';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

type ScoringPlayDialogProps = {
  teamName: string;
  enabled: boolean;
  // one tap records the play; jersey null when none was typed
  onRecord: (play: ScoringPlay, jersey: string | null) => void;
};

// Only digits, at most 3: what a jersey shows (the engine refuses anything else).
export function jerseyDraft(text: string): string {
  return text.replace(/\D/g, '').slice(0, 3);
}

// Issue 18: a team's scoring play (touchdown, PAT 1 or 2, safety, defensive PAT return) with the
// scorer's jersey if the referee notes it. The five plays are one tap each; the picker closes and
// focus returns to its button. The jersey field does not take focus on opening, so a phone's
// keyboard only covers the plays when the referee asks for it. Issue 39: the browser's own popover
// (decision 053), so opening and closing it are taps within 100 ms on a phone's CPU.
export const ScoringPlayDialog = memo(function ScoringPlayDialog({ teamName, enabled, onRecord }: ScoringPlayDialogProps) {
  const [jersey, setJersey] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const jerseyId = useId();
  const closed = useCallback(() => setJersey(''), []);

  // a game that stops taking plays (ended on another phone) closes it
  useEffect(() => {
    if (!enabled && panel.current?.matches(':popover-open')) panel.current.hidePopover();
  }, [enabled]);

  // closed first: closing restyles the page and gives focus back to the opener, which is cheap
  // before the play's own changes are drawn and costly after them (decision 054)
  function record(play: ScoringPlay): void {
    panel.current?.hidePopover();
    onRecord(play, jersey === '' ? null : jersey);
  }

  return (
    <>
      {/* the icon alone: the card is half a phone (and half a column on a desktop) wide, and the
          team's name beside it must stay readable; its name and title say what it does */}
      <Button
        variant="secondary"
        className="size-11 shrink-0 px-0"
        disabled={!enabled}
        aria-label={TEXT.scoringPlayLabel(teamName)}
        aria-haspopup="dialog"
        title={TEXT.scoringPlay}
        popoverTarget={panelId}
      >
        <Trophy aria-hidden className="size-5" />
      </Button>
      <PickerPopover id={panelId} panel={panel} title={TEXT.scoringPlayTitle(teamName)} description={TEXT.scoringPlayHint} closeLabel={TEXT.closePicker} onClosed={closed}>
        <LabeledControl layout="before" htmlFor={jerseyId} label={TEXT.jerseyLabel} className="flex items-center gap-3" labelClassName="shrink-0">
          <Input
            id={jerseyId}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={3}
            placeholder={TEXT.jerseyPlaceholder}
            value={jersey}
            onChange={(event) => setJersey(jerseyDraft(event.target.value))}
            className="h-12 w-24 text-lg tabular-nums"
          />
        </LabeledControl>
        <ul className="grid gap-2" aria-label={TEXT.scoringPlaysList}>
          {SCORING_PLAYS.map((play) => (
            <li key={play}>
              <Button
                variant={play === 'touchdown' ? 'default' : 'outline'}
                className={play === 'touchdown' ? 'h-14 w-full justify-between bg-brand px-4 text-lg text-brand-foreground hover:bg-brand/90' : 'h-14 w-full justify-between px-4 text-lg'}
                onClick={() => record(play)}
              >
                <span>{SCORING_PLAY_TEXT[play]}</span>
                <span className="font-mono font-bold tabular-nums">+{SCORING_PLAY_POINTS[play]}</span>
              </Button>
            </li>
          ))}
        </ul>
      </PickerPopover>
    </>
  );
});

import { Flag } from 'lucide-react';
import type { Side } from '@common/game-rules';
import { Button } from '@client/components/ui/button';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// Issue 36: a bracket game tied after its last period plays untimed overtime rounds, one try a team
// (home first); the referee ends each round. Above the cards, in the banner's room (decision 024).
export function OvertimeBanner({ overtime, names, enabled, onEndRound }: { overtime: { round: number; tried: readonly Side[] } | null; names: Record<Side, string>; enabled: boolean; onEndRound: () => void }) {
  if (!overtime) return null;
  const next = (['home', 'away'] as const).find((side) => !overtime.tried.includes(side));
  return (
    <section aria-labelledby="overtime-title" data-testid="overtime" className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-sky-600 bg-sky-50 p-3 text-sky-950">
      <div className="min-w-0 flex-1">
        <h2 id="overtime-title" className="text-base font-bold">
          {TEXT.overtimeTitle(overtime.round)}
        </h2>
        <p className="text-sm font-semibold" aria-live="polite" data-testid="overtime-try">
          {next ? TEXT.overtimeTry(names[next]) : TEXT.overtimeBothTried}
        </p>
        <p className="text-xs">{TEXT.overtimeHint}</p>
      </div>
      <Button className="h-14 shrink-0 px-4 text-base" disabled={!enabled} onClick={onEndRound}>
        <Flag aria-hidden />
        {TEXT.endOvertimeRound}
      </Button>
    </section>
  );
}

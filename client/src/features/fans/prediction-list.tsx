import { CheckCircle2, Clock3, XCircle } from 'lucide-react';
import type { PredictionDto } from '@common/schemas/fans';
import { TitledCard } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { FanCardList } from './fan-card-list';
import { outcomeOf, outcomeText } from './fan-view';
import { GameMatchup } from './game-matchup';
import { FAN_TEXT } from './texts';

const OUTCOME_STYLE = {
  pending: { className: 'bg-secondary text-secondary-foreground', Icon: Clock3 },
  correct: { className: 'bg-emerald-100 text-emerald-800', Icon: CheckCircle2 },
  incorrect: { className: 'bg-red-100 text-red-800', Icon: XCircle },
} as const;

function PredictionRow({ prediction, timeZone }: { prediction: PredictionDto; timeZone: string }) {
  const outcome = outcomeOf(prediction);
  const { className, Icon } = OUTCOME_STYLE[outcome];
  const { game } = prediction;
  return (
    <li
      aria-label={`${game.homeTeam.name} ${FAN_TEXT.versus} ${game.awayTeam.name}`}
      className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1.5">
        <GameMatchup home={game.homeTeam} away={game.awayTeam} scheduledDate={game.scheduledDate} timeZone={timeZone} />
        <p className="text-sm">
          <span className="font-medium">{FAN_TEXT.yourPick(prediction.predictedWinner.name, prediction.predictedScore.home, prediction.predictedScore.away)}</span>
          <span className="text-muted-foreground"> · {FAN_TEXT.confidenceShort(prediction.confidence)}</span>
          {game.status === 'completed' ? <span className="text-muted-foreground"> · {FAN_TEXT.finalScore(game.homeScore, game.awayScore)}</span> : null}
        </p>
      </div>
      <span
        data-testid="prediction-outcome"
        className={cn('inline-flex shrink-0 items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-bold sm:self-center', className)}
      >
        <Icon className="size-3.5" aria-hidden />
        {outcomeText(prediction)}
      </span>
    </li>
  );
}

// Spec 2.11 and 9: the fan's latest 5 predictions (latest first) with their outcome (spec 4).
export function PredictionList({ predictions, timeZone }: { predictions: PredictionDto[]; timeZone: string }) {
  return (
    <TitledCard title={FAN_TEXT.recentPredictionsHeading}>
      <FanCardList items={predictions} label={FAN_TEXT.recentPredictionsHeading} empty={FAN_TEXT.noPredictions} render={(prediction) => <PredictionRow prediction={prediction} timeZone={timeZone} />} />
    </TitledCard>
  );
}

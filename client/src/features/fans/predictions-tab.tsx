import { LoadingNotice } from '@client/features/shell/notices';
import { useFanPredictions } from './fan-data';
import { LATEST_PREDICTIONS } from './fan-view';
import { PredictionForm } from './prediction-form';
import { PredictionList } from './prediction-list';
import type { UpcomingGames } from './use-predictable-games';

type PredictionsTabProps = { slug: string; timeZone: string; upcoming: UpcomingGames; initialGameId: number | null };

// Spec 2.11: the prediction form plus the latest 5 predictions.
export function PredictionsTab({ slug, timeZone, upcoming, initialGameId }: PredictionsTabProps) {
  const predictions = useFanPredictions(slug);
  // The form starts from the fan's earlier prediction on the chosen game, so it waits for both lists.
  if (upcoming.isPending || predictions.isPending) return <LoadingNotice className="min-h-48" />;
  const list = predictions.data ?? [];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <PredictionForm slug={slug} games={upcoming.games} predictions={list} initialGameId={initialGameId} timeZone={timeZone} />
      <PredictionList predictions={list.slice(0, LATEST_PREDICTIONS)} timeZone={timeZone} />
    </div>
  );
}

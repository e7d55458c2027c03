import { sideColor, sideName } from '@common/brackets/sides';
import { Award, CalendarX2, Medal, Target, Trophy } from 'lucide-react';
import type { ComponentType } from 'react';
import type { FanProfileDto } from '@common/schemas/fans';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, TitledCard } from '@client/components/ui/card';
import { LoadingNotice } from '@client/features/shell/notices';
import { cn } from '@client/lib/utils';
import { AchievementItem } from './achievement-item';
import { useAchievements, useFanPredictions } from './fan-data';
import { FanCardList } from './fan-card-list';
import { OVERVIEW_ACHIEVEMENTS, OVERVIEW_GAMES, recentAchievements } from './fan-view';
import { GameMatchup } from './game-matchup';
import { FAN_TEXT } from './texts';
import type { UpcomingGames } from './use-predictable-games';

type Tile = { label: string; value: string; detail?: string; Icon: ComponentType<{ className?: string }>; tone: string };

function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label, value, detail, Icon, tone }) => (
        <Card key={label} role="group" aria-label={label} className="flex items-center gap-3 p-4">
          <span className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg min-[420px]:flex', tone)}>
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
            <p className="text-2xl font-bold tabular-nums">
              {value}
              {detail ? <span className="ml-1 text-sm font-medium text-muted-foreground">{detail}</span> : null}
            </p>
          </div>
        </Card>
      ))}
    </div>
  );
}

type OverviewProps = {
  slug: string;
  profile: FanProfileDto;
  rank: number | null;
  timeZone: string;
  upcoming: UpcomingGames;
  onMakePrediction: (gameId: number) => void;
};

// Spec 2.11 Overview: four tiles, the first 3 upcoming games with Make Prediction, the 3 latest achievements.
export function OverviewTab({ slug, profile, rank, timeZone, upcoming, onMakePrediction }: OverviewProps) {
  const achievements = useAchievements(slug);
  const predictions = useFanPredictions(slug);
  const predicted = new Set((predictions.data ?? []).map((p) => p.gameId));
  const games = upcoming.games.slice(0, OVERVIEW_GAMES);
  const recent = recentAchievements(achievements.data ?? [], OVERVIEW_ACHIEVEMENTS);
  const tiles: Tile[] = [
    { label: FAN_TEXT.tiles.totalPoints, value: String(profile.totalPoints), Icon: Trophy, tone: 'bg-orange-50 text-orange-600' },
    { label: FAN_TEXT.tiles.predictionsMade, value: String(profile.predictionsMade), Icon: Target, tone: 'bg-blue-50 text-blue-700' },
    { label: FAN_TEXT.tiles.leagueRank, value: rank === null ? FAN_TEXT.noRank : `#${rank}`, Icon: Medal, tone: 'bg-violet-50 text-violet-700' },
    {
      label: FAN_TEXT.tiles.achievements,
      value: String(profile.achievementsUnlocked),
      detail: achievements.data ? FAN_TEXT.achievementsOf(achievements.data.length) : undefined,
      Icon: Award,
      tone: 'bg-emerald-50 text-emerald-700',
    },
  ];

  return (
    <div className="space-y-6">
      <Tiles tiles={tiles} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledCard title={FAN_TEXT.upcomingHeading} className="min-w-0">
          {upcoming.isPending ? (
            <LoadingNotice className="min-h-24" />
          ) : games.length === 0 ? (
            <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
              <CalendarX2 className="mb-2 size-8" aria-hidden />
              {FAN_TEXT.noUpcoming}
            </div>
          ) : (
            <ul className="space-y-3" aria-label={FAN_TEXT.upcomingHeading}>
              {games.map((game) => (
                <li
                  key={game.id}
                  aria-label={`${sideName(game, 'home')} ${FAN_TEXT.versus} ${sideName(game, 'away')}`}
                  className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <GameMatchup home={{ name: sideName(game, 'home'), color: sideColor(game, 'home') }} away={{ name: sideName(game, 'away'), color: sideColor(game, 'away') }} scheduledDate={game.scheduledDate} field={game.field} timeZone={timeZone} />
                  <div className="flex shrink-0 items-center gap-2">
                    {predicted.has(game.id) ? <Badge>{FAN_TEXT.predicted}</Badge> : null}
                    <Button size="sm" className="flex-1 sm:flex-none" onClick={() => onMakePrediction(game.id)}>
                      {FAN_TEXT.makePrediction}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </TitledCard>
        <TitledCard title={FAN_TEXT.recentAchievementsHeading} className="min-w-0">
          {achievements.isPending ? (
            <LoadingNotice className="min-h-24" />
          ) : (
            <FanCardList items={recent} label={FAN_TEXT.recentAchievementsHeading} empty={FAN_TEXT.noAchievements} render={(achievement) => <AchievementItem achievement={achievement} timeZone={timeZone} />} />
          )}
        </TitledCard>
      </div>
    </div>
  );
}

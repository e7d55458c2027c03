import { Award, BarChart3, LayoutDashboard, Target, UserRound } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { cn } from '@client/lib/utils';
import { AchievementsTab } from './achievements-tab';
import { useFanProfile, useLeaderboard } from './fan-data';
import { rankOf } from './fan-view';
import { FanHeader } from './fan-header';
import { LeaderboardTab } from './leaderboard-tab';
import { OverviewTab } from './overview-tab';
import { PredictionsTab } from './predictions-tab';
import { ProfileTab } from './profile-tab';
import { FAN_TEXT } from './texts';
import { usePredictableGames } from './use-predictable-games';

type FanTab = keyof typeof FAN_TEXT.tabs;

const TABS: readonly { value: FanTab; Icon: ComponentType<{ className?: string }> }[] = [
  { value: 'overview', Icon: LayoutDashboard },
  { value: 'predictions', Icon: Target },
  { value: 'leaderboard', Icon: BarChart3 },
  { value: 'achievements', Icon: Award },
  { value: 'profile', Icon: UserRound },
];

// Spec 2.11, signed in: the header and the five tabs, for the league of the route.
export function FanDashboard({ slug, timeZone }: { slug: string; timeZone: string }) {
  const profile = useFanProfile(slug);
  // Both poll while the dashboard is open, whichever tab shows (spec 9: 30 s and 60 s).
  const leaderboard = useLeaderboard(slug);
  const upcoming = usePredictableGames(slug);
  const [tab, setTab] = useState<FanTab>('overview');
  // Make Prediction on the Overview opens the Predictions tab with its game chosen.
  const [chosenGameId, setChosenGameId] = useState<number | null>(null);

  if (profile.isPending) return <LoadingNotice label={FAN_TEXT.loading} />;
  if (!profile.data) return <ErrorNotice title={FAN_TEXT.fetchProfileFailed} />;

  const me = profile.data;
  const rank = rankOf(me, leaderboard.data);

  return (
    <>
      <FanHeader profile={me} rank={rank} />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setChosenGameId(null);
          setTab(value as FanTab);
        }}
      >
        {/* Phones: two rows (3 + 2), so every tab stays in view; wider screens: one row. */}
        <TabsList className="grid h-auto w-full grid-cols-6 gap-1 sm:flex">
          {TABS.map(({ value, Icon }, index) => (
            <TabsTrigger key={value} value={value} className={cn('gap-1.5 py-2 sm:flex-1', index < 3 ? 'col-span-2' : 'col-span-3')}>
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {FAN_TEXT.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            slug={slug}
            profile={me}
            rank={rank}
            timeZone={timeZone}
            upcoming={upcoming}
            onMakePrediction={(gameId) => {
              setChosenGameId(gameId);
              setTab('predictions');
            }}
          />
        </TabsContent>
        <TabsContent value="predictions">
          <PredictionsTab slug={slug} timeZone={timeZone} upcoming={upcoming} initialGameId={chosenGameId} />
        </TabsContent>
        <TabsContent value="leaderboard">
          <LeaderboardTab entries={leaderboard.data} isPending={leaderboard.isPending} myProfileId={me.id} />
        </TabsContent>
        <TabsContent value="achievements">
          <AchievementsTab slug={slug} timeZone={timeZone} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab slug={slug} profile={me} />
        </TabsContent>
      </Tabs>
    </>
  );
}

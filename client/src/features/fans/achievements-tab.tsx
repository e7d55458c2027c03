import type { AchievementDto } from '@common/schemas/fans';
import { TitledCard } from '@client/components/ui/card';
import { LoadingNotice } from '@client/features/shell/notices';
import { AchievementItem } from './achievement-item';
import { useAchievements } from './fan-data';
import { FAN_TEXT } from './texts';

// Spec 2.11: every achievement, unlocked ones first (with their date), then the locked ones.
export function AchievementsTab({ slug, timeZone }: { slug: string; timeZone: string }) {
  const achievements = useAchievements(slug);
  const list: AchievementDto[] = achievements.data ?? [];
  const unlocked = list.filter((a) => a.unlockedAt !== null);
  const ordered = [...unlocked, ...list.filter((a) => a.unlockedAt === null)];
  return (
    <TitledCard title={FAN_TEXT.achievementsHeading} description={achievements.data ? FAN_TEXT.achievementsDescription(unlocked.length, list.length) : null}>
      {achievements.isPending ? (
        <LoadingNotice className="min-h-32" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={FAN_TEXT.achievementsHeading}>
          {ordered.map((achievement) => (
            <AchievementItem key={achievement.id} achievement={achievement} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

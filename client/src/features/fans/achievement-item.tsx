import { Award, Lock } from 'lucide-react';
import type { AchievementDto } from '@common/schemas/fans';
import { formatLeagueDate } from '@client/lib/league-time';
import { cn } from '@client/lib/utils';
import { FAN_TEXT } from './texts';

// One achievement: unlocked with its date (league time zone), or locked and greyed.
export function AchievementItem({ achievement, timeZone }: { achievement: AchievementDto; timeZone: string }) {
  const unlocked = achievement.unlockedAt !== null;
  return (
    <li
      aria-label={achievement.title}
      data-unlocked={unlocked}
      className={cn('flex items-start gap-3 rounded-xl border p-4', unlocked ? 'border-orange-200 bg-accent' : 'bg-muted/50 text-muted-foreground')}
    >
      <span
        className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', unlocked ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground')}
      >
        {unlocked ? <Award className="size-5" aria-hidden /> : <Lock className="size-4" aria-hidden />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className={cn('font-semibold', unlocked && 'text-foreground')}>{achievement.title}</p>
          <span className="shrink-0 text-xs font-bold tabular-nums">{FAN_TEXT.achievementPoints(achievement.points)}</span>
        </div>
        <p className="mt-0.5 text-sm">{achievement.description}</p>
        <p className={cn('mt-1.5 text-xs font-medium', unlocked ? 'text-accent-foreground' : 'text-muted-foreground')}>
          {achievement.unlockedAt ? FAN_TEXT.unlockedOn(formatLeagueDate(achievement.unlockedAt, timeZone)) : FAN_TEXT.locked}
        </p>
      </div>
    </li>
  );
}

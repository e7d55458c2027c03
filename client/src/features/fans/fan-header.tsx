import { Medal, Star, Trophy } from 'lucide-react';
import type { FanProfileDto } from '@common/schemas/fans';
import { levelFor, levelProgress } from '@common/fans/scoring';
import { Progress } from '@client/components/ui/progress';
import { initialsOf } from './fan-view';
import { FAN_TEXT } from './texts';

function FanAvatar({ profile }: { profile: FanProfileDto }) {
  const label = FAN_TEXT.avatarLabel(profile.displayName);
  if (profile.profileImageUrl) {
    return <img src={profile.profileImageUrl} alt={label} className="size-16 shrink-0 rounded-full border-2 border-white/30 object-cover sm:size-20" />;
  }
  return (
    <span
      role="img"
      aria-label={label}
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-black text-primary-foreground ring-4 ring-white/15 sm:size-20 sm:text-3xl"
    >
      {initialsOf(profile.displayName)}
    </span>
  );
}

// Spec 2.11 header: avatar, display name, level, points, rank, and the 'x/100 to Level n' bar
// (spec 9: level = floor(points/100)+1, progress = points mod 100).
export function FanHeader({ profile, rank }: { profile: FanProfileDto; rank: number | null }) {
  const level = levelFor(profile.totalPoints);
  const progress = levelProgress(profile.totalPoints);
  const progressText = FAN_TEXT.levelProgress(progress.current, progress.nextLevel);
  return (
    <section aria-label={profile.displayName} className="rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 p-5 text-white shadow-lg sm:p-6">
      <div className="flex items-center gap-4">
        <FanAvatar profile={profile} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-bold sm:text-2xl" title={profile.displayName}>
            {profile.displayName}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-200">
            <li className="flex items-center gap-1.5" data-testid="fan-level">
              <Star className="size-4 text-orange-300" aria-hidden />
              {FAN_TEXT.level(level)}
            </li>
            <li className="flex items-center gap-1.5" data-testid="fan-points">
              <Trophy className="size-4 text-orange-300" aria-hidden />
              {FAN_TEXT.points(profile.totalPoints)}
            </li>
            <li className="flex items-center gap-1.5" data-testid="fan-rank">
              <Medal className="size-4 text-orange-300" aria-hidden />
              {FAN_TEXT.rank(rank)}
            </li>
          </ul>
        </div>
      </div>
      <div className="mt-5">
        <div className="mb-1.5 flex items-center justify-between gap-2 text-xs font-semibold text-slate-200">
          <span>{FAN_TEXT.level(level)}</span>
          <span data-testid="fan-level-progress">{progressText}</span>
        </div>
        <Progress value={progress.current} max={progress.needed} aria-label={progressText} className="bg-white/15" indicatorClassName="bg-orange-400" />
      </div>
    </section>
  );
}

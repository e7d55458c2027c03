import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & { value: number; max?: number; indicatorClassName?: string };

// A bar filled to value/max, announced as a progressbar (name it with aria-label or aria-labelledby).
export function Progress({ value, max = 100, className, indicatorClassName, ...props }: ProgressProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div className={cn('h-full rounded-full bg-primary transition-[width] duration-500', indicatorClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}

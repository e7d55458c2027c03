import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

// A native <input type="range">: arrow keys, touch and screen readers come with it. The track
// fills up to the value, so the choice reads at a glance.
export function Slider({ className, min = 0, max = 100, value, style, ...props }: Omit<ComponentProps<'input'>, 'type'> & { value: number }) {
  const low = Number(min);
  const high = Number(max);
  const filled = high > low ? ((value - low) / (high - low)) * 100 : 0;
  return (
    <input
      type="range"
      min={min}
      max={max}
      value={value}
      className={cn(
        'h-2 w-full cursor-pointer appearance-none rounded-full bg-secondary accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        '[&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-primary [&::-webkit-slider-thumb]:shadow',
        '[&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-primary',
        className,
      )}
      style={{ background: `linear-gradient(to right, var(--color-primary) ${filled}%, var(--color-secondary) ${filled}%)`, ...style }}
      {...props}
    />
  );
}

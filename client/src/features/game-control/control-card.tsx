import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

// The frame of every control card: a titled section, compact on phones (the first screen holds the
// clock, both scores and the down, decision 024).
export function ControlCard({
  title,
  aside,
  children,
  className,
  dark = false,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  dark?: boolean;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border p-3 shadow-sm sm:p-5',
        dark ? 'border-slate-800 bg-brand text-brand-foreground' : 'bg-card text-card-foreground',
        className,
      )}
    >
      <div className="mb-1.5 flex items-center justify-between gap-2 sm:mb-3">
        <h2 id={id} className={cn('text-sm font-bold tracking-wider uppercase', dark ? 'text-slate-300' : 'text-muted-foreground')}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

// The content column under the top bar, with the screen heading.
export function PageMain({
  heading,
  description,
  headerActions,
  children,
  className,
}: {
  heading: string;
  description?: ReactNode;
  headerActions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <main className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8', className)}>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {headerActions ? <div className="flex flex-wrap gap-2">{headerActions}</div> : null}
      </div>
      <div className="space-y-6">{children}</div>
    </main>
  );
}

// A centred card for whole-screen messages (not found, denied, suspended).
export function CenteredPanel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    // the whole screen is the message: it is the page's main landmark
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-slate-100 to-slate-200 px-4 py-10">
      <div className={cn('w-full max-w-lg rounded-2xl border bg-card p-6 shadow-lg sm:p-8', className)}>{children}</div>
    </main>
  );
}

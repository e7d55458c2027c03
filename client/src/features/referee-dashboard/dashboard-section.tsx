import type { ReactNode } from 'react';

// A titled card of the referee dashboard (the calendar link, the unavailable dates).
export function DashboardSection({ id, heading, body, children }: { id: string; heading: string; body: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border bg-card p-4 text-card-foreground sm:p-5">
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{body}</p>
      {children}
    </section>
  );
}

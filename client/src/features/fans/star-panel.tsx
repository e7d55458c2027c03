import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import { CenteredPanel } from '@client/features/shell/page-shell';

// The fan page's panel for a visitor it shows no profile to (signed out, or not a fan account):
// the star, a title, a sentence and the ways on.
export function StarPanel({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <CenteredPanel className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Star className="size-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{body}</p>
      {children}
    </CenteredPanel>
  );
}

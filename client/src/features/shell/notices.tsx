import { Info, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

// A full-area 'please wait' line, announced to screen readers.
export function LoadingNotice({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[40vh] items-center justify-center gap-3 p-6 text-muted-foreground', className)}>
      <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

// One plain sentence about a part of the screen that is not built yet.
export function ComingSoonNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-primary/40 bg-accent p-4 text-sm text-accent-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

export function ErrorNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-red-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1">{children}</div> : null}
      </div>
    </div>
  );
}

import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';

// A full-area 'please wait' line, announced to screen readers. Its height, alignment, padding and
// colour come from .loading-notice (index.css), in the components layer: a caller's classes win
// without tailwind-merge, which the scoreboard's first download leaves out (issue 17).
export function LoadingNotice({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={clsx('loading-notice flex items-center gap-3', className)}>
      <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden />
      <span>{label}</span>
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

import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

// The public playoffs pages' header: the title and a way back (as on the standings page).
export function PlayoffsHeader({ title, backHref, backText }: { title: string; backHref: string; backText: string }) {
  return (
    <header className="border-b border-white/10 bg-slate-900">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <h1 className="min-w-0 text-lg leading-tight font-extrabold tracking-wide break-words text-orange-400 sm:text-2xl">{title}</h1>
        <Link
          href={backHref}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border border-white/20 px-3 text-sm font-bold tracking-wider text-slate-200 uppercase hover:bg-white/10"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {backText}
        </Link>
      </div>
    </header>
  );
}

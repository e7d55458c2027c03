import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { useLeague } from '@client/lib/league-context';
import { PlayoffsHeader } from '@client/features/playoffs/playoffs-header';
import { PLAYOFFS_TEXT as TEXT } from '@client/features/playoffs/texts';
import { useBrackets } from '@client/features/playoffs/use-bracket';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { useDivisions } from '@client/lib/divisions';

// Issue 36: /{slug}/playoffs, the league's brackets, each linking to its tree. Public.
export function PlayoffsPage() {
  const league = useLeague()!;
  const brackets = useBrackets(league.slug);
  const divisions = useDivisions(league.slug).data ?? [];
  const divisionName = (id: number | null) => (id === null ? TEXT.allDivisions : (divisions.find((d) => d.id === id)?.name ?? ''));
  return (
    <div className="min-h-dvh bg-slate-950 text-white">
      <PlayoffsHeader title={`${league.name} · ${TEXT.title}`} backHref={`/${league.slug}`} backText={TEXT.backToScoreboard} />
      <main className="mx-auto max-w-4xl px-3 py-5 sm:px-6 sm:py-8">
        {brackets.data ? (
          brackets.data.length === 0 ? (
            <p className="text-slate-300">{TEXT.none}</p>
          ) : (
            <ul className="divide-y divide-white/10 overflow-hidden rounded-xl border border-white/10 bg-slate-900">
              {brackets.data.map((bracket) => (
                <li key={bracket.id}>
                  <Link href={`/${league.slug}/playoffs/${bracket.id}`} className="flex min-h-11 items-center justify-between gap-3 px-4 py-3 outline-none hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-amber-300">
                    <span className="min-w-0">
                      <span className="block text-base font-bold break-words sm:text-lg">{bracket.name}</span>
                      <span className="block text-sm text-slate-300">
                        {TEXT.format[bracket.format]} · {divisionName(bracket.divisionId)}
                      </span>
                    </span>
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : brackets.error ? (
          <ErrorNotice title={TEXT.failed} />
        ) : (
          <LoadingNotice label={TEXT.loading} className="text-slate-300" />
        )}
      </main>
    </div>
  );
}

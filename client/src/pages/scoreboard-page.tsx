import { Link } from 'wouter';
import { useLeague } from '@client/features/league/league-context';
import { LeagueList } from '@client/features/league/league-list';
import { scoreboardTitle } from '@client/features/scoreboard/scoreboard-title';

// Spec 2.7: the public scoreboard ('parent display') at /{slug}, /{slug}/parent and, league-less, at /.
export function ScoreboardPage() {
  const league = useLeague();
  const prefix = league ? `/${league.slug}` : '';
  const linkClass =
    'rounded-md border border-white/20 px-3 py-1.5 text-xs font-bold tracking-wider text-slate-200 uppercase transition-colors hover:bg-white/10 sm:text-sm';
  return (
    <div className="min-h-dvh bg-slate-950 text-white">
      <header className="border-b border-white/10 bg-slate-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <h1 className="min-w-0 text-base leading-tight font-extrabold tracking-wide break-words text-orange-400 sm:text-2xl sm:tracking-widest">
            {scoreboardTitle(league?.slug ?? null)}
          </h1>
          <nav aria-label="Staff" className="flex shrink-0 gap-2">
            <Link href={`${prefix}/referee`} className={linkClass}>
              Referee
            </Link>
            <Link href={`${prefix}/admin`} className={linkClass}>
              Admin
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-white/10 bg-slate-900/60 p-8 text-center sm:p-12">
          <p className="text-sm font-semibold tracking-widest text-slate-400 uppercase">Live scoreboard</p>
          <p className="mt-3 text-base text-slate-200 sm:text-lg">Live scores and game lists arrive in a coming release.</p>
          {league ? (
            <Link
              href={`/${league.slug}/fan`}
              className="mt-6 inline-block text-sm font-semibold text-orange-400 underline-offset-4 hover:underline"
            >
              Join the fan community
            </Link>
          ) : null}
        </section>
        {league ? null : (
          <section className="mx-auto mt-8 max-w-lg rounded-2xl bg-card p-5 text-card-foreground sm:p-6">
            <LeagueList statuses={['active', 'archived']} heading="Choose a league" emptyText="No leagues are available yet." />
          </section>
        )}
      </main>
    </div>
  );
}

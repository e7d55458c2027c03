import { CircleCheck, Trophy } from 'lucide-react';
import { LOGIN_BENEFITS, LOGIN_TAGLINE } from '@common/texts';

// Spec 1 / 2.3: the left panel of the login screen; hidden below md.
export function MarketingPanel({ leagueTitle }: { leagueTitle: string }) {
  return (
    <aside className="relative hidden overflow-hidden bg-brand text-brand-foreground md:flex md:w-1/2 md:flex-col md:justify-center md:p-12 lg:p-16">
      {/* Yard lines: a quiet nod to the field behind the copy. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-[0.07]"
        style={{ backgroundImage: 'repeating-linear-gradient(90deg, #fff 0 2px, transparent 2px 80px)' }}
      />
      <div aria-hidden className="pointer-events-none absolute -right-24 -bottom-24 size-80 rounded-full bg-primary/25 blur-3xl" />
      <div className="relative max-w-md">
        <span className="mb-8 flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg">
          <Trophy className="size-7" aria-hidden />
        </span>
        <h2 className="text-4xl leading-tight font-extrabold tracking-tight lg:text-5xl">{leagueTitle}</h2>
        <p className="mt-4 text-lg text-slate-300">{LOGIN_TAGLINE}</p>
        <ul className="mt-10 space-y-4">
          {LOGIN_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3 text-base">
              <CircleCheck className="size-5 shrink-0 text-orange-400" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

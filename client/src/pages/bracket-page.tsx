import { DEFAULT_TIMEZONE } from '@common/constants';
import { useLeague } from '@client/lib/league-context';
import { BracketTree } from '@client/features/playoffs/bracket-tree';
import { PlayoffsHeader } from '@client/features/playoffs/playoffs-header';
import { PLAYOFFS_TEXT as TEXT } from '@client/features/playoffs/texts';
import { useBracket } from '@client/features/playoffs/use-bracket';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';

// Issue 36: /{slug}/playoffs/{id}, one bracket drawn (the tree; a round at a time on a phone), kept
// current by the league's pushes. Public.
export function BracketPage({ bracketId }: { bracketId: string }) {
  const league = useLeague()!;
  const id = /^[1-9]\d{0,8}$/.test(bracketId) ? Number(bracketId) : null;
  const bracket = useBracket(league.slug, id);
  const data = bracket.data;
  const timeZone = league.timezone ?? DEFAULT_TIMEZONE;
  const teamOf = (teamId: number) => data?.games.flatMap((game) => [game.homeTeamId === teamId ? game.homeTeam : null, game.awayTeamId === teamId ? game.awayTeam : null]).find((team) => team !== null)?.name ?? '';
  return (
    <div className="min-h-dvh bg-slate-950 text-white">
      <PlayoffsHeader title={data ? `${data.bracket.name} · ${TEXT.format[data.bracket.format]}` : TEXT.title} backHref={`/${league.slug}/playoffs`} backText={TEXT.backToPlayoffs} />
      <main className="mx-auto max-w-7xl px-3 py-5 sm:px-6 sm:py-8">
        {data ? (
          <div className="space-y-4">
            <BracketTree games={data.games} context={{ timeZone }} />
            {data.byes.length > 0 ? <p className="text-sm text-slate-300">{TEXT.byes(data.byes.map((bye) => `${TEXT.seed(bye.seed)} ${teamOf(bye.teamId)}`).join(', '))}</p> : null}
          </div>
        ) : bracket.error || id === null ? (
          <ErrorNotice title={TEXT.failedBracket} />
        ) : (
          <LoadingNotice label={TEXT.loadingBracket} className="text-slate-300" />
        )}
      </main>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Gavel } from 'lucide-react';
import { Link } from 'wouter';
import type { LeagueDto } from '@common/schemas/league';
import type { ProtestDto } from '@common/schemas/rosters';
import { Card } from '@client/components/ui/card';
import { apiJson } from '@client/lib/api';
import { ADMIN_TEXT } from './texts';

const T = ADMIN_TEXT.protests;

// Issue 49 (decision 081): the dashboard's entry to the protest case (features/protests), shown while
// a protest waits for a ruling: its count, a link to /{slug}/admin/protests. The case's own list is
// the same read (its query key too, so a ruling there is seen here).
export function ProtestsNotice({ league }: { league: LeagueDto }) {
  const protests = useQuery({ queryKey: ['protests', league.slug], queryFn: () => apiJson<ProtestDto[]>('GET', `/api/leagues/${league.slug}/protests`), staleTime: 0 });
  const count = protests.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Card role="region" aria-label={T.card} className="flex flex-wrap items-center gap-3 border-amber-300 bg-amber-50 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-900">
        <Gavel className="size-5" aria-hidden />
      </span>
      <Link href={`/${league.slug}/admin/protests`} className="min-h-11 content-center font-semibold text-amber-950 underline underline-offset-4">
        {T.count(count)}
      </Link>
    </Card>
  );
}

import { ListFilter, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_KINDS, type AuditEntryDto, type AuditKind, type AuditListDto } from '@common/schemas/audit';
import type { LeagueDto } from '@common/schemas/league';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { Options, Select } from '@client/components/ui/select';
import { PagedList } from '@client/features/shell/paged-list';
import { apiJson } from '@client/lib/api';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { actorLabel, changesPath, describeChange, NO_FILTERS, type ChangesFilters } from './changes';
import { LEAGUE_CHANGES_TEXT as T } from './texts';

const KIND_CHOICES = [{ value: '', label: T.allKinds }, ...AUDIT_KINDS.map((kind) => ({ value: kind, label: T.kinds[kind] }))];

// Issue 46: the league's changes for its admins: filters (a period, a kind), then the list newest
// first, a page at a time.
export function ChangesScreen({ league }: { league: LeagueDto }) {
  const [filters, setFilters] = useState<ChangesFilters>(NO_FILTERS);
  const set = (part: Partial<ChangesFilters>) => setFilters((f) => ({ ...f, ...part }));
  return (
    <div className="space-y-6">
      <RegionCard id="changes-filters" heading={T.filtersHeading} icon={<ListFilter className="size-5 text-primary" aria-hidden />} contentClassName="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <LabeledControl htmlFor="changes-from" label={T.from}>
          <Input id="changes-from" type="date" value={filters.from} onChange={(e) => set({ from: e.currentTarget.value })} />
        </LabeledControl>
        <LabeledControl htmlFor="changes-to" label={T.to}>
          <Input id="changes-to" type="date" value={filters.to} onChange={(e) => set({ to: e.currentTarget.value })} />
        </LabeledControl>
        <LabeledControl htmlFor="changes-kind" label={T.kind}>
          <Select id="changes-kind" value={filters.kind} onChange={(e) => set({ kind: e.currentTarget.value as AuditKind | '' })}>
            <Options choices={KIND_CHOICES} />
          </Select>
        </LabeledControl>
      </RegionCard>
      <RegionCard id="changes-list" heading={T.listHeading} icon={<ScrollText className="size-5 text-primary" aria-hidden />} contentClassName="space-y-4">
        {/* new filters: the list starts again from its first page */}
        <ChangeList key={JSON.stringify(filters)} league={league} filters={filters} />
      </RegionCard>
    </div>
  );
}

function ChangeList({ league, filters }: { league: LeagueDto; filters: ChangesFilters }) {
  return (
    <PagedList<AuditListDto, AuditEntryDto>
      query={(before) => {
        const path = changesPath(league.slug, filters, before);
        return { queryKey: [path], queryFn: () => apiJson<AuditListDto>('GET', path), staleTime: 0 };
      }}
      itemsOf={(answer) => ({ items: answer.entries, next: answer.next })}
      renderItem={(entry) => <ChangeItem key={entry.id} entry={entry} timeZone={league.timezone} />}
      texts={{ failed: T.loadFailed, empty: T.empty, more: T.loadMore, list: T.listHeading }}
      listClassName="divide-y rounded-lg border"
    />
  );
}

function ChangeItem({ entry, timeZone }: { entry: AuditEntryDto; timeZone: string }) {
  return (
    <li className="space-y-0.5 p-3">
      <p className="text-sm font-medium [overflow-wrap:anywhere]">{describeChange(entry, timeZone)}</p>
      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
        <time dateTime={entry.at}>{formatLeagueDateTime(entry.at, timeZone)}</time>
        {' · '}
        <span>{actorLabel(entry.actor)}</span>
      </p>
    </li>
  );
}

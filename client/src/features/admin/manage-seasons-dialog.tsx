import { CalendarDays } from 'lucide-react';
import { readableCalendarDate } from '@common/schedule/dates';
import type { LeagueDto } from '@common/schemas/league';
import { createSeasonBody, SEASON_NAME_MAX, type SeasonDto } from '@common/schemas/seasons';
import { Badge } from '@client/components/ui/badge';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { seasonsKey } from '@client/lib/seasons';
import { useLeagueSeasons } from './admin-data';
import { parsedBody, type ResourceList, ResourceListDialog, ResourceSummary } from './resource-list-dialog';
import { ADMIN_TEXT } from './texts';

type SeasonInput = { name: string; startDate: string; endDate: string };

function SeasonInputs({ idPrefix, value, onChange }: { idPrefix: string; value: SeasonInput; onChange: (next: SeasonInput) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem]">
      <LabeledControl htmlFor={`${idPrefix}-name`} label={ADMIN_TEXT.seasonName} required>
        <Input id={`${idPrefix}-name`} value={value.name} maxLength={SEASON_NAME_MAX} autoComplete="off" onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </LabeledControl>
      <LabeledControl htmlFor={`${idPrefix}-start`} label={ADMIN_TEXT.seasonStart} required>
        <Input id={`${idPrefix}-start`} type="date" value={value.startDate} onChange={(e) => onChange({ ...value, startDate: e.target.value })} />
      </LabeledControl>
      <LabeledControl htmlFor={`${idPrefix}-end`} label={ADMIN_TEXT.seasonEnd} required>
        <Input id={`${idPrefix}-end`} type="date" value={value.endDate} onChange={(e) => onChange({ ...value, endDate: e.target.value })} />
      </LabeledControl>
    </div>
  );
}

function SeasonSummary({ item: season }: { item: SeasonDto }) {
  return (
    <ResourceSummary
      Icon={CalendarDays}
      name={season.name}
      badge={season.current ? <Badge variant="secondary">{ADMIN_TEXT.currentSeason}</Badge> : null}
      detail={`${readableCalendarDate(season.startDate)} – ${readableCalendarDate(season.endDate)}`}
    />
  );
}

// The form's values checked by the request's schema (decision 035): both dates, start <= end.
function seasonBody(input: SeasonInput): SeasonInput | string {
  return parsedBody(createSeasonBody, input, { name: ADMIN_TEXT.seasonName, startDate: ADMIN_TEXT.seasonStart, endDate: ADMIN_TEXT.seasonEnd });
}

const SEASONS: ResourceList<SeasonDto, SeasonInput, SeasonInput> = {
  createPath: (league) => `/api/leagues/${league.slug}/seasons`,
  leagueIdInBody: false,
  itemPath: (id) => `/api/seasons/${id}`,
  listKey: seasonsKey,
  // the standings and statistics count the current season
  reloads: (slug) => [['/api/leagues', slug, 'standings'], ['/api/leagues', slug, 'teams']],
  idPrefix: 'season',
  empty: { name: '', startDate: '', endDate: '' },
  inputOf: ({ name, startDate, endDate }) => ({ name, startDate, endDate }),
  bodyOf: seasonBody,
  Inputs: SeasonInputs,
  Summary: SeasonSummary,
  inlineForm: false,
  dialogClassName: 'sm:max-w-2xl',
  text: {
    title: ADMIN_TEXT.seasonsTitle,
    description: ADMIN_TEXT.seasonsDescription,
    add: ADMIN_TEXT.addSeason,
    empty: ADMIN_TEXT.seasonsEmpty,
    created: ADMIN_TEXT.seasonCreated,
    updated: ADMIN_TEXT.seasonUpdated,
    deleted: ADMIN_TEXT.seasonDeleted,
    createFailed: ADMIN_TEXT.createSeasonFailed,
    updateFailed: ADMIN_TEXT.updateSeasonFailed,
    deleteFailed: ADMIN_TEXT.deleteSeasonFailed,
    edit: ADMIN_TEXT.editSeason,
    delete: ADMIN_TEXT.deleteSeason,
    deleteTitle: ADMIN_TEXT.deleteSeasonTitle,
    deleteConfirm: ADMIN_TEXT.deleteSeasonConfirm,
  },
};

// Issue 34 Manage Seasons: create, rename, change dates, delete (its games stay). Seasons of a
// league never overlap: the server's 409 names the other season, shown in the failure toast.
// Read when opened: the dashboard itself shows no season.
export function ManageSeasonsDialog({ onClose, league }: { onClose: () => void; league: LeagueDto }) {
  const seasons = useLeagueSeasons(league.slug);
  return <ResourceListDialog kind={SEASONS} onClose={onClose} league={league} items={seasons.data ?? []} />;
}

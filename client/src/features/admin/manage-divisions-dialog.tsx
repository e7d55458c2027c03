import { Layers } from 'lucide-react';
import { createDivisionBody, DIVISION_LIMITS, type DivisionDto, updateDivisionBody } from '@common/schemas/divisions';
import type { LeagueDto } from '@common/schemas/league';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { divisionsKey } from '@client/lib/divisions';
import { DIVISION_ROSTER_LABELS, divisionRosterBody, divisionRosterDetail, DivisionRosterFields, divisionRosterInputOf, type DivisionRosterInput } from '@client/features/roster/division-roster-fields';
import { adminKeys } from './admin-data';
import { parsedBody, type ResourceList, ResourceListDialog, ResourceSummary } from './resource-list-dialog';
import { ADMIN_TEXT } from './texts';

// roster: issue 49's flags, edited on a division's row (null in the add form: a new division has none)
type DivisionInput = { name: string; sortOrder: string; roster: DivisionRosterInput | null };
type DivisionBody = { name?: string; sortOrder?: number; rosterLockDate?: string | null; publicPlayerNames?: boolean; instructional?: boolean };

function DivisionInputs({ idPrefix, value, onChange }: { idPrefix: string; value: DivisionInput; onChange: (next: DivisionInput) => void }) {
  return (
    <div className="grid min-w-0 flex-1 grid-cols-[1fr_5.5rem] items-start gap-2">
      <LabeledControl htmlFor={`${idPrefix}-name`} label={ADMIN_TEXT.divisionName} required>
        <Input id={`${idPrefix}-name`} value={value.name} maxLength={DIVISION_LIMITS.name} autoComplete="off" onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </LabeledControl>
      <LabeledControl htmlFor={`${idPrefix}-order`} label={ADMIN_TEXT.divisionOrder}>
        <Input
          id={`${idPrefix}-order`}
          type="number"
          inputMode="numeric"
          step={1}
          title={ADMIN_TEXT.divisionOrderHint}
          value={value.sortOrder}
          onChange={(e) => onChange({ ...value, sortOrder: e.target.value })}
        />
      </LabeledControl>
      {value.roster ? <DivisionRosterFields idPrefix={idPrefix} value={value.roster} onChange={(roster) => onChange({ ...value, roster })} /> : null}
    </div>
  );
}

function DivisionSummary({ item: division }: { item: DivisionDto }) {
  return <ResourceSummary Icon={Layers} name={division.name} detail={[ADMIN_TEXT.divisionTeams(division.teamCount), ...divisionRosterDetail(division)].join(' · ')} />;
}

// The form's values checked by the request's schema (decision 035); an empty order is the default.
function divisionBody({ name, sortOrder, roster }: DivisionInput): DivisionBody | string {
  const values = { name, ...(sortOrder.trim() === '' ? {} : { sortOrder: Number(sortOrder) }) };
  const labels = { name: ADMIN_TEXT.divisionName, sortOrder: ADMIN_TEXT.divisionOrder };
  if (roster) return parsedBody(updateDivisionBody, { ...values, ...divisionRosterBody(roster) }, { ...labels, ...DIVISION_ROSTER_LABELS });
  return parsedBody(createDivisionBody, values, labels);
}

const DIVISIONS: ResourceList<DivisionDto, DivisionInput, DivisionBody> = {
  createPath: (league) => `/api/leagues/${league.slug}/divisions`,
  leagueIdInBody: false,
  itemPath: (id) => `/api/divisions/${id}`,
  listKey: divisionsKey,
  // the teams name their division, and so do the standings
  reloads: (slug) => [adminKeys.teams(slug), ['/api/leagues', slug, 'standings']],
  idPrefix: 'division',
  empty: { name: '', sortOrder: '', roster: null },
  inputOf: (division) => ({ name: division.name, sortOrder: String(division.sortOrder), roster: divisionRosterInputOf(division) }),
  bodyOf: divisionBody,
  Inputs: DivisionInputs,
  Summary: DivisionSummary,
  inlineForm: true,
  dialogClassName: 'sm:max-w-lg',
  text: {
    title: ADMIN_TEXT.divisionsTitle,
    description: ADMIN_TEXT.divisionsDescription,
    add: ADMIN_TEXT.addDivision,
    empty: ADMIN_TEXT.divisionsEmpty,
    created: ADMIN_TEXT.divisionCreated,
    updated: ADMIN_TEXT.divisionUpdated,
    deleted: ADMIN_TEXT.divisionDeleted,
    createFailed: ADMIN_TEXT.createDivisionFailed,
    updateFailed: ADMIN_TEXT.updateDivisionFailed,
    deleteFailed: ADMIN_TEXT.deleteDivisionFailed,
    edit: ADMIN_TEXT.editDivision,
    delete: ADMIN_TEXT.deleteDivision,
    deleteTitle: ADMIN_TEXT.deleteDivisionTitle,
    deleteConfirm: ADMIN_TEXT.deleteDivisionConfirm,
  },
};

// Issue 34 Manage Divisions: list (with each one's team count), add, rename, reorder, delete. A
// division that still has teams is refused by the server (409) with a message saying how many.
export function ManageDivisionsDialog({ onClose, league, divisions }: { onClose: () => void; league: LeagueDto; divisions: readonly DivisionDto[] }) {
  return <ResourceListDialog kind={DIVISIONS} onClose={onClose} league={league} items={divisions} />;
}

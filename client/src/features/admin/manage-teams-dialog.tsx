import { DEFAULT_TEAM_COLOR } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import type { TeamDto } from '@common/schemas/teams';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { adminKeys } from './admin-data';
import { type ResourceList, ResourceListDialog } from './resource-list-dialog';
import { ADMIN_TEXT } from './texts';

type TeamInput = { name: string; color: string };

// The team's name and colour; the colour is the browser's own picker (spec 2.4).
function TeamInputs({ idPrefix, value, onChange }: { idPrefix: string; value: TeamInput; onChange: (next: TeamInput) => void }) {
  return (
    <div className="flex min-w-0 flex-1 items-end gap-2">
      <div className="min-w-0 flex-1 space-y-2">
        <Label htmlFor={`${idPrefix}-name`}>{ADMIN_TEXT.teamName}</Label>
        <Input id={`${idPrefix}-name`} value={value.name} maxLength={100} autoComplete="off" onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-color`} className="sr-only">
          {ADMIN_TEXT.teamColor}
        </Label>
        <input
          id={`${idPrefix}-color`}
          type="color"
          value={value.color}
          onChange={(e) => onChange({ ...value, color: e.target.value })}
          className="block h-10 w-12 cursor-pointer rounded-md border border-input bg-card p-1"
          title={ADMIN_TEXT.teamColor}
        />
      </div>
    </div>
  );
}

function TeamSummary({ item: team }: { item: TeamDto }) {
  return (
    <>
      <span className="size-5 shrink-0 rounded-full ring-1 ring-black/10" style={{ backgroundColor: team.color }} aria-hidden />
      <span className="min-w-0 flex-1 truncate font-medium">{team.name}</span>
      <span className="hidden font-mono text-xs text-muted-foreground sm:inline">{team.color}</span>
    </>
  );
}

const TEAMS: ResourceList<TeamDto, TeamInput, TeamInput> = {
  path: '/api/teams',
  listKey: adminKeys.teams,
  idPrefix: 'team',
  empty: { name: '', color: DEFAULT_TEAM_COLOR },
  inputOf: (team) => ({ name: team.name, color: team.color }),
  // Spec 5: a non-blank name is required.
  bodyOf: ({ name, color }) => (name.trim() ? { name: name.trim(), color: color.toUpperCase() } : null),
  Inputs: TeamInputs,
  Summary: TeamSummary,
  inlineForm: true,
  dialogClassName: 'sm:max-w-lg',
  text: {
    title: ADMIN_TEXT.teamsTitle,
    description: ADMIN_TEXT.teamsDescription,
    add: ADMIN_TEXT.addTeam,
    empty: ADMIN_TEXT.teamsEmpty,
    nameRequired: ADMIN_TEXT.teamNameRequired,
    created: ADMIN_TEXT.teamCreated,
    updated: ADMIN_TEXT.teamUpdated,
    deleted: ADMIN_TEXT.teamDeleted,
    createFailed: ADMIN_TEXT.createTeamFailed,
    updateFailed: ADMIN_TEXT.updateTeamFailed,
    deleteFailed: ADMIN_TEXT.deleteTeamFailed,
    edit: ADMIN_TEXT.editTeam,
    delete: ADMIN_TEXT.deleteTeam,
    deleteTitle: ADMIN_TEXT.deleteTeamTitle,
    deleteConfirm: ADMIN_TEXT.deleteTeamConfirm,
  },
};

// Spec 2.4 Manage Teams: list, add (name, colour), edit, delete. A team that plays in games is
// refused by the server with a message saying how many (docs/decisions/010).
export function ManageTeamsDialog({ onClose, league, teams }: { onClose: () => void; league: LeagueDto; teams: readonly TeamDto[] }) {
  return <ResourceListDialog kind={TEAMS} onClose={onClose} league={league} items={teams} />;
}

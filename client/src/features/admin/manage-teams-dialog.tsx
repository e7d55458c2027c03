import { createContext, useContext, useState } from 'react';
import { z } from 'zod';
import { DEFAULT_TEAM_COLOR } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import { type TeamDto, updateTeamBody } from '@common/schemas/teams';
import { requireFilled } from '@client/lib/form-errors';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { DivisionOptions, Select } from '@client/components/ui/select';
import { divisionsKey, useDivisions } from '@client/lib/divisions';
import { CoachesButton } from '@client/features/coaches/coaches-button';
import { RosterButton, RosterDialog } from '@client/features/roster/roster-dialog';
import { adminKeys } from './admin-data';
import { parsedBody, type ResourceList, ResourceListDialog } from './resource-list-dialog';
import { ADMIN_TEXT } from './texts';

// divisionId: the select's value ('' for none); was: the team's division before the edit
type TeamInput = { name: string; color: string; divisionId: string; was: string };
type TeamBody = { name: string; color: string; divisionId?: number | null };

// The team's name, division (issue 34: when the league has divisions) and colour; the colour is the
// browser's own picker (spec 2.4).
function TeamInputs({ idPrefix, slug, value, onChange }: { idPrefix: string; slug: string; value: TeamInput; onChange: (next: TeamInput) => void }) {
  const divisions = useDivisions(slug).data ?? [];
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
      <LabeledControl htmlFor={`${idPrefix}-name`} label={ADMIN_TEXT.teamName} className="flex-1 basis-40">
        <Input id={`${idPrefix}-name`} value={value.name} maxLength={100} autoComplete="off" onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </LabeledControl>
      {divisions.length > 0 || value.was ? (
        <LabeledControl htmlFor={`${idPrefix}-division`} label={ADMIN_TEXT.division} className="basis-36 max-sm:order-last max-sm:basis-full">
          <Select id={`${idPrefix}-division`} value={value.divisionId} onChange={(e) => onChange({ ...value, divisionId: e.target.value })}>
            <DivisionOptions divisions={divisions} first={ADMIN_TEXT.noDivision} />
          </Select>
        </LabeledControl>
      ) : null}
      <LabeledControl htmlFor={`${idPrefix}-color`} label={ADMIN_TEXT.teamColor} labelClassName="sr-only" className="min-w-auto">
        <input
          id={`${idPrefix}-color`}
          type="color"
          value={value.color}
          onChange={(e) => onChange({ ...value, color: e.target.value })}
          className="block h-10 w-12 cursor-pointer rounded-md border border-input bg-card p-1"
          title={ADMIN_TEXT.teamColor}
        />
      </LabeledControl>
    </div>
  );
}

// issue 49: the league whose teams the rows show, and what a row's Roster button opens
const TeamsLeague = createContext('');
const OpenRoster = createContext<(team: TeamDto) => void>(() => {});

function TeamSummary({ item: team }: { item: TeamDto }) {
  const slug = useContext(TeamsLeague);
  const openRoster = useContext(OpenRoster);
  return (
    <>
      <span className="size-5 shrink-0 rounded-full ring-1 ring-black/10" style={{ backgroundColor: team.color }} aria-hidden />
      <span className="min-w-0 flex-1 truncate font-medium">{team.name}</span>
      {team.division ? <span className="max-w-32 shrink-0 truncate rounded bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground" title={team.division.name}>
          {team.division.name}
        </span> : null}
      <span className="hidden font-mono text-xs text-muted-foreground sm:inline">{team.color}</span>
      <RosterButton team={team} onOpen={() => openRoster(team)} />
      <CoachesButton team={team} leagueSlug={slug} />
    </>
  );
}

// Spec 5: a non-blank name is required. The division goes with the request when one is chosen or
// the team leaves one (issue 34). Then the server's own rules (a name's length, a hex colour).
const teamForm = z
  .object({ name: z.string(), color: z.string(), divisionId: z.string(), was: z.string() })
  .superRefine(requireFilled<TeamInput>(ADMIN_TEXT.teamNameRequired, { text: ['name'] }))
  .transform(({ name, color, divisionId, was }) => ({
    name: name.trim(),
    color: color.toUpperCase(),
    ...(divisionId === was ? {} : { divisionId: divisionId === '' ? null : Number(divisionId) }),
  }))
  .pipe(updateTeamBody.required({ name: true, color: true }));

const teamBody = (input: TeamInput): TeamBody | string => parsedBody(teamForm, input, { name: ADMIN_TEXT.teamName, color: ADMIN_TEXT.teamColor });

const TEAMS: ResourceList<TeamDto, TeamInput, TeamBody> = {
  createPath: () => '/api/teams',
  leagueIdInBody: true,
  itemPath: (id) => `/api/teams/${id}`,
  listKey: adminKeys.teams,
  // each division counts its teams
  reloads: (slug) => [divisionsKey(slug)],
  idPrefix: 'team',
  empty: { name: '', color: DEFAULT_TEAM_COLOR, divisionId: '', was: '' },
  inputOf: (team) => {
    const divisionId = team.divisionId ? String(team.divisionId) : '';
    return { name: team.name, color: team.color, divisionId, was: divisionId };
  },
  bodyOf: teamBody,
  Inputs: TeamInputs,
  Summary: TeamSummary,
  inlineForm: true,
  dialogClassName: 'sm:max-w-lg',
  text: {
    title: ADMIN_TEXT.teamsTitle,
    description: ADMIN_TEXT.teamsDescription,
    add: ADMIN_TEXT.addTeam,
    empty: ADMIN_TEXT.teamsEmpty,
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

// Spec 2.4 Manage Teams: list, add (name, colour, and issue 34's division), edit, delete. A team that plays in games is
// refused by the server with a message saying how many (docs/decisions/010-deleting-teams-fields-leagues.md).
export function ManageTeamsDialog({ onClose, league, teams }: { onClose: () => void; league: LeagueDto; teams: readonly TeamDto[] }) {
  const [roster, setRoster] = useState<TeamDto | null>(null);
  // issue 49: a team's roster in the list's place, back to the list when closed
  if (roster) return <RosterDialog team={roster} leagueSlug={league.slug} onClose={() => setRoster(null)} />;
  return (
    <TeamsLeague.Provider value={league.slug}>
      <OpenRoster.Provider value={setRoster}>
        <ResourceListDialog kind={TEAMS} onClose={onClose} league={league} items={teams} />
      </OpenRoster.Provider>
    </TeamsLeague.Provider>
  );
}

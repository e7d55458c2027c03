import { useState } from 'react';
import type { DivisionDto } from '@common/schemas/divisions';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { DivisionOptions, Select } from '@client/components/ui/select';
import { isReferee } from '@common/policies/users';
import { can } from '@common/roles';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import { useCurrentUser } from '@client/lib/use-current-user';
import { ErrorNotice } from '@client/features/shell/notices';
import { useLeagueDivisions, useLeagueFields, useLeagueGames, useLeagueReferees, useLeagueTeams } from './admin-data';
import { CountCards } from './count-cards';
import { CreateGameDialog } from './create-game-dialog';
import { DashboardActions, type DashboardDialog } from './dashboard-actions';
import { useDeleteGame } from './delete-games';
import { EditGameDialog } from './edit-game-dialog';
import { GameHistoryDialog } from './game-history-tab';
import { CROSSOVER, gamesOfDivision, splitGames } from './game-lists';
import { FinishedGamesTable, UpcomingGamesTable } from './games-tables';
import { LeagueManagementDialog } from './league-management';
import { timezoneLabel } from './league-form';
import { LeagueSettingsDialog } from './league-settings-dialog';
import { ManageDivisionsDialog } from './manage-divisions-dialog';
import { ManageFieldsDialog } from './manage-fields-dialog';
import { ManageSeasonsDialog } from './manage-seasons-dialog';
import { ManageTeamsDialog } from './manage-teams-dialog';
import { RulesProfileDialog } from '@client/features/rules-profile/rules-profile-dialog';
import { EmbedCodeDialog } from '@client/features/embeds/embed-code-dialog';
import { RainoutDialog } from '@client/features/rainout/rainout-dialog';
import { SeasonBuilderDialog } from '@client/features/season/season-builder-dialog';
import { ProtestsNotice } from './protests-notice';
import { ADMIN_TEXT } from './texts';

// Spec 2.4: the body of the admin dashboard of one league, under the heading.
export function AdminDashboard({ league }: { league: LeagueDto }) {
  const { data: user } = useCurrentUser();
  const isSuperAdmin = can(user?.role, 'manage:all-leagues');
  const games = useLeagueGames(league.slug);
  const teams = useLeagueTeams(league.slug);
  const fields = useLeagueFields(league.slug);
  const referees = useLeagueReferees(league.slug);
  const divisions = useLeagueDivisions(league.slug);
  const [dialog, setDialog] = useState<DashboardDialog | null>(null);
  const [editing, setEditing] = useState<GameDto | null>(null);
  // issue 46: a live or finished game's timeline
  const [historyOf, setHistoryOf] = useState<GameDto | null>(null);
  const deleteGame = useDeleteGame();

  // issue 34: the tables show one division's games (or the crossovers) when the admin filters
  const [divisionFilter, setDivisionFilter] = useState('');
  const divisionList = divisions.data ?? [];
  const { upcoming, finished } = splitGames([...gamesOfDivision(games.data ?? [], divisionList.length > 0 ? divisionFilter : '')]);
  const refereeCount = referees.data ? referees.data.filter(isReferee).length : null;
  const close = () => setDialog(null);

  return (
    <>
      {league.status === 'archived' ? <ErrorNotice title={ADMIN_TEXT.archivedTitle}>{ADMIN_TEXT.archivedBody}</ErrorNotice> : null}
      <CountCards
        counts={{
          totalGames: games.data ? games.data.length : null,
          liveGames: games.data ? games.data.filter((g) => g.status === 'live').length : null,
          teams: teams.data ? teams.data.length : null,
          referees: refereeCount,
          fields: fields.data ? fields.data.length : null,
        }}
      />
      {/* issue 49: the protests waiting for a ruling */}
      <ProtestsNotice league={league} />
      <DashboardActions leagueSlug={league.slug} isSuperAdmin={isSuperAdmin} onOpen={setDialog} />
      {games.isError ? (
        <ErrorNotice title={ADMIN_TEXT.fetchGamesFailed}>{ADMIN_TEXT.reloadHint}</ErrorNotice>
      ) : games.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          {ADMIN_TEXT.loadingGames}
        </p>
      ) : (
        <>
          {divisionList.length > 0 ? <DivisionFilter divisions={divisionList} value={divisionFilter} onChange={setDivisionFilter} /> : null}
          <UpcomingGamesTable
            games={upcoming}
            leagueSlug={league.slug}
            timeZone={league.timezone}
            timeZoneNote={ADMIN_TEXT.timeZoneNote(timezoneLabel(league.timezone))}
            divisions={divisionList}
            onEdit={setEditing}
            onHistory={setHistoryOf}
            onDelete={deleteGame.ask}
          />
          <FinishedGamesTable games={finished} timeZone={league.timezone} divisions={divisionList} onHistory={setHistoryOf} onDelete={deleteGame.ask} />
        </>
      )}
      {deleteGame.dialog}

      {dialog === 'create-game' ? (
        <CreateGameDialog
          onClose={close}
          league={league}
          teams={teams.data ?? []}
          fields={fields.data ?? []}
          referees={referees.data ?? []}
        />
      ) : null}
      {/* opened once the lists it starts from have loaded: its defaults (every team, every field) are
          taken as it opens, and a click before they land would start from none */}
      {dialog === 'season' && teams.data && fields.data && referees.data ? (
        <SeasonBuilderDialog onClose={close} league={league} teams={teams.data} fields={fields.data} referees={referees.data} />
      ) : null}
      {/* opened once the fields and games have loaded: its defaults take every field */}
      {dialog === 'rainout' && fields.data && games.data ? <RainoutDialog onClose={close} league={league} fields={fields.data} games={games.data} /> : null}
      {dialog === 'teams' ? <ManageTeamsDialog onClose={close} league={league} teams={teams.data ?? []} /> : null}
      {dialog === 'divisions' ? <ManageDivisionsDialog onClose={close} league={league} divisions={divisions.data ?? []} /> : null}
      {dialog === 'seasons' ? <ManageSeasonsDialog onClose={close} league={league} /> : null}
      {dialog === 'rules' ? <RulesProfileDialog onClose={close} league={league} divisions={divisionList} /> : null}
      {dialog === 'fields' ? <ManageFieldsDialog onClose={close} league={league} fields={fields.data ?? []} /> : null}
      {/* from Get embed code's Change: back to it once closed */}
      {dialog === 'settings' || dialog === 'allowed-sites' ? <LeagueSettingsDialog onClose={dialog === 'allowed-sites' ? () => setDialog('embed-code') : close} league={league} focusAllowedSites={dialog === 'allowed-sites'} /> : null}
      {dialog === 'embed-code' ? <EmbedCodeDialog onClose={close} league={league} divisions={divisionList} teams={teams.data ?? []} onChangeSites={() => setDialog('allowed-sites')} /> : null}
      {dialog === 'leagues' && isSuperAdmin ? <LeagueManagementDialog onClose={close} /> : null}
      {historyOf ? <GameHistoryDialog key={historyOf.id} game={historyOf} league={league} teams={teams.data ?? []} referees={referees.data ?? []} onClose={() => setHistoryOf(null)} /> : null}
      {editing ? (
        <EditGameDialog
          key={editing.id}
          game={editing}
          onClose={() => setEditing(null)}
          league={league}
          fields={fields.data ?? []}
          referees={referees.data ?? []}
          teams={teams.data ?? []}
        />
      ) : null}
    </>
  );
}

// Issue 34: the games tables of one division, or of the crossover games.
function DivisionFilter({ divisions, value, onChange }: { divisions: readonly DivisionDto[]; value: string; onChange: (value: string) => void }) {
  return (
    <LabeledControl htmlFor="games-division-filter" label={ADMIN_TEXT.gamesDivisionFilter} className="max-w-xs">
      <Select id="games-division-filter" value={value} onChange={(event) => onChange(event.target.value)}>
        <DivisionOptions divisions={divisions} first={ADMIN_TEXT.allDivisions} />
        <option value={CROSSOVER}>{ADMIN_TEXT.crossover}</option>
      </Select>
    </LabeledControl>
  );
}

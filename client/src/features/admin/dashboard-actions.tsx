import { Building2, CalendarDays, CalendarRange, CloudRain, Flag, Layers, MapPin, Plus, Settings, UserCheck, Users } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import { RAINOUT_TEXT } from '@client/features/rainout/texts';
import { RULES_PROFILE_TEXT } from '@client/features/rules-profile/texts';
import { SEASON_TEXT } from '@client/features/season/texts';
import { ADMIN_TEXT } from './texts';

export type DashboardDialog = 'create-game' | 'season' | 'rainout' | 'teams' | 'divisions' | 'seasons' | 'fields' | 'leagues' | 'settings' | 'rules';

type DashboardActionsProps = {
  leagueSlug: string;
  isSuperAdmin: boolean;
  onOpen: (dialog: DashboardDialog) => void;
};

// Spec 2.4 action buttons. Manage Referees opens the league's approvals page (spec 2.9).
export function DashboardActions({ leagueSlug, isSuperAdmin, onOpen }: DashboardActionsProps) {
  const [, navigate] = useLocation();
  const A = ADMIN_TEXT.actions;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <Button onClick={() => onOpen('create-game')} className="col-span-2 sm:col-span-1">
        <Plus aria-hidden />
        {A.createGame}
      </Button>
      <Button variant="outline" onClick={() => onOpen('season')} className="col-span-2 sm:col-span-1">
        <CalendarRange aria-hidden />
        {SEASON_TEXT.button}
      </Button>
      {/* issue 38: a day's games cancelled or moved at once (a row of its own on a phone, as the two above) */}
      <Button variant="outline" onClick={() => onOpen('rainout')} className="col-span-2 sm:col-span-1">
        <CloudRain aria-hidden />
        {RAINOUT_TEXT.button}
      </Button>
      <Button variant="outline" onClick={() => onOpen('teams')}>
        <Users aria-hidden />
        {A.manageTeams}
      </Button>
      {/* issue 34: beside Manage Teams */}
      <Button variant="outline" onClick={() => onOpen('divisions')}>
        <Layers aria-hidden />
        {A.manageDivisions}
      </Button>
      <Button variant="outline" onClick={() => onOpen('seasons')}>
        <CalendarDays aria-hidden />
        {A.manageSeasons}
      </Button>
      {/* issue 37: the league's rules profile and its divisions' overrides */}
      <Button variant="outline" onClick={() => onOpen('rules')}>
        <Flag aria-hidden />
        {RULES_PROFILE_TEXT.button}
      </Button>
      <Button variant="outline" onClick={() => onOpen('fields')}>
        <MapPin aria-hidden />
        {A.manageFields}
      </Button>
      {isSuperAdmin ? (
        <Button variant="outline" onClick={() => onOpen('leagues')}>
          <Building2 aria-hidden />
          {A.manageLeagues}
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => onOpen('settings')}>
        <Settings aria-hidden />
        {A.leagueSettings}
      </Button>
      <Button variant="outline" onClick={() => navigate(`/${leagueSlug}/pending-approvals`)}>
        <UserCheck aria-hidden />
        {A.manageReferees}
      </Button>
    </div>
  );
}

import { Building2, CalendarDays, CalendarRange, CloudRain, Code, Flag, Layers, type LucideIcon, MapPin, Plus, Settings, UserCheck, Users } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import { EMBEDS_TEXT } from '@client/features/embeds/texts';
import { RAINOUT_TEXT } from '@client/features/rainout/texts';
import { RULES_PROFILE_TEXT } from '@client/features/rules-profile/texts';
import { SEASON_TEXT } from '@client/features/season/texts';
import { ADMIN_TEXT } from './texts';

// 'allowed-sites': League Settings opened at the embeds' allowed sites (from Get embed code)
export type DashboardDialog = 'create-game' | 'season' | 'rainout' | 'teams' | 'divisions' | 'seasons' | 'fields' | 'leagues' | 'settings' | 'rules' | 'embed-code' | 'allowed-sites';

type DashboardActionsProps = {
  leagueSlug: string;
  isSuperAdmin: boolean;
  onOpen: (dialog: DashboardDialog) => void;
};

type OpenButton = { dialog: DashboardDialog; Icon: LucideIcon; label: string; primary?: boolean; wide?: boolean; superAdminOnly?: boolean };

const A = ADMIN_TEXT.actions;

// The buttons that open a dialog, in the order they stand. The first three have a row of their own
// on a phone; Create Game is the primary one.
const OPEN_BUTTONS: readonly OpenButton[] = [
  { dialog: 'create-game', Icon: Plus, label: A.createGame, primary: true, wide: true },
  { dialog: 'season', Icon: CalendarRange, label: SEASON_TEXT.button, wide: true },
  // issue 38: a day's games cancelled or moved at once
  { dialog: 'rainout', Icon: CloudRain, label: RAINOUT_TEXT.button, wide: true },
  { dialog: 'teams', Icon: Users, label: A.manageTeams },
  // issue 34: beside Manage Teams
  { dialog: 'divisions', Icon: Layers, label: A.manageDivisions },
  { dialog: 'seasons', Icon: CalendarDays, label: A.manageSeasons },
  // issue 37: the league's rules profile and its divisions' overrides
  { dialog: 'rules', Icon: Flag, label: RULES_PROFILE_TEXT.button },
  { dialog: 'fields', Icon: MapPin, label: A.manageFields },
  { dialog: 'leagues', Icon: Building2, label: A.manageLeagues, superAdminOnly: true },
  { dialog: 'settings', Icon: Settings, label: A.leagueSettings },
  // issue 50: the league's scores on its own website, beside its settings
  { dialog: 'embed-code', Icon: Code, label: EMBEDS_TEXT.button },
];

// Spec 2.4 action buttons. Manage Referees opens the league's approvals page (spec 2.9).
export function DashboardActions({ leagueSlug, isSuperAdmin, onOpen }: DashboardActionsProps) {
  const [, navigate] = useLocation();
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {OPEN_BUTTONS.filter((button) => isSuperAdmin || !button.superAdminOnly).map(({ dialog, Icon, label, primary, wide }) => (
        <Button key={dialog} variant={primary ? 'default' : 'outline'} onClick={() => onOpen(dialog)} className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
      <Button variant="outline" onClick={() => navigate(`/${leagueSlug}/pending-approvals`)}>
        <UserCheck aria-hidden />
        {A.manageReferees}
      </Button>
    </div>
  );
}

import { Users } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { TitledDialog } from '@client/components/ui/dialog';
import { RosterEditor } from './roster-editor';
import { ROSTER_TEXT } from './texts';

// Issue 49: a team's "Roster" in the admin's Manage Teams: the button of its row, and the roster
// editor in a dialog shown in the list's place (a dialog over a dialog lost its Escape and its name
// on Preact: one at a time), back to the list when closed.
export function RosterButton({ team, onOpen }: { team: { name: string }; onOpen: () => void }) {
  return (
    <Button variant="outline" size="sm" className="shrink-0" aria-label={ROSTER_TEXT.openFor(team.name)} onClick={onOpen}>
      <Users aria-hidden />
      <span className="hidden sm:inline">{ROSTER_TEXT.open}</span>
    </Button>
  );
}

export function RosterDialog({ team, leagueSlug, onClose }: { team: { id: number; name: string }; leagueSlug: string; onClose: () => void }) {
  return (
    <TitledDialog title={ROSTER_TEXT.title(team.name)} description={ROSTER_TEXT.description} onClose={onClose} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
      <RosterEditor teamId={team.id} leagueSlug={leagueSlug} />
    </TitledDialog>
  );
}

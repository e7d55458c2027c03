import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TitledDialog } from '@client/components/ui/dialog';
import { CoachesPanel } from './coaches-panel';
import { COACHES_TEXT } from './texts';

// Issue 49: a team's "Coaches" in the admin's Manage Teams: the button of its row, and the team's
// coaches in a dialog over the list (nested in the list's dialog, so closing it returns there).
export function CoachesButton({ team, leagueSlug }: { team: { id: number; name: string }; leagueSlug: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="shrink-0" aria-label={COACHES_TEXT.openFor(team.name)} onClick={() => setOpen(true)}>
        <UserCog aria-hidden />
        <span className="hidden sm:inline">{COACHES_TEXT.open}</span>
      </Button>
      {open ? (
        <TitledDialog title={COACHES_TEXT.title(team.name)} description={COACHES_TEXT.description} onClose={() => setOpen(false)} className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <CoachesPanel teamId={team.id} leagueSlug={leagueSlug} />
        </TitledDialog>
      ) : null}
    </>
  );
}

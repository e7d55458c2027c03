import { useState } from 'react';
import { CREW_LIMITS } from '@common/crews/crew';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { CREW_TEXT as TEXT } from './texts';

// Decline asks once, with an optional reason the league's admins read.
export function DeclineDialog({ game, pending, onDecline, onClose }: { game: string; pending: boolean; onDecline: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <TitledDialog title={TEXT.declineTitle} description={TEXT.declineBody(game)} onClose={onClose}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onDecline(reason);
        }}
      >
        <LabeledControl htmlFor="decline-reason" label={TEXT.declineReason} hint={TEXT.declineReasonHint}>
          <Input id="decline-reason" value={reason} maxLength={CREW_LIMITS.declineReason.max} onChange={(event) => setReason(event.target.value)} />
        </LabeledControl>
        <FormDialogFooter cancel={TEXT.cancel} onCancel={onClose} submit={TEXT.decline} pending={pending} pendingLabel={TEXT.declining} />
      </form>
    </TitledDialog>
  );
}

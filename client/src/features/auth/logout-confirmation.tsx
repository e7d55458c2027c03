import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LOGOUT_TEXT } from './texts';
import type { LogoutConfirmation } from './use-logout';

// Logout's question when game taps are still waiting on this phone (decision 043).
export function LogoutConfirmationDialog({ confirmation }: { confirmation: LogoutConfirmation }) {
  const { waiting, isLoggingOut, onConfirm, onCancel } = confirmation;
  return (
    <ConfirmDialog
      open={waiting !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={LOGOUT_TEXT.waitingTitle}
      description={LOGOUT_TEXT.waitingBody(waiting ?? 0)}
      confirmLabel={LOGOUT_TEXT.logoutAnyway}
      cancelLabel={LOGOUT_TEXT.stay}
      isPending={isLoggingOut}
      destructive
      onConfirm={onConfirm}
    />
  );
}

import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  // The question the person answers, shown as the dialog's description.
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pendingLabel?: string;
  isPending?: boolean;
  destructive?: boolean;
  // Holds the confirm button alone (Cancel stays), e.g. while a second question settles in.
  confirmDisabled?: boolean;
  onConfirm: () => void;
};

// Asks before an action that is hard to undo; announced as an alert dialog.
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel,
  isPending = false,
  destructive = false,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={isPending || confirmDisabled}>
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type ConfirmRemoveDialogProps<T> = {
  // The thing to remove; the dialog is open while it is set.
  item: T | null;
  onClose: () => void;
  title: (item: T) => string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pendingLabel: string;
  isPending: boolean;
  // Removes the item; `done` closes the dialog once the answer is in, whatever it is.
  onConfirm: (item: T, done: () => void) => void;
};

// Removing one thing (a league, a team or field, a user, an API key) asks first, destructively.
export function ConfirmRemoveDialog<T>({ item, onClose, title, onConfirm, ...texts }: ConfirmRemoveDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item === null ? '' : title(item)}
      destructive
      onConfirm={() => {
        if (item !== null) onConfirm(item, onClose);
      }}
      {...texts}
    />
  );
}

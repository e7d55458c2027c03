// Issue 47: where the "Get emails" form opens (loaded at the first tap, so the board's first download
// carries only the buttons): over the board, a dialog beside the bell; in Team Statistics, a panel
// under the bell. The board's dialog is non-modal (Radix, modal={false}): the board stays in the page's
// accessibility tree and its bell keeps its state for assistive technology, while a dimmed backdrop, a
// tap outside, Escape or the Close button closes it and gives the focus back to its opener.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { MailFollowForm, type PushNotice } from './mail-follow-form';
import type { TeamChoice } from './mail-follow-memory';
import { MAIL_FOLLOW_TEXT as TEXT } from './mail-follow-texts';

type Props = { slug: string; team: TeamChoice; notice: PushNotice; onClose: () => void };

export function MailFollowDialog({ slug, team, notice, onClose, returnFocus }: Props & { returnFocus: () => void }) {
  return (
    <DialogPrimitive.Root open modal={false} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <div aria-hidden className="fixed inset-0 z-50 bg-slate-950/60" />
        <DialogPrimitive.Content
          data-testid="mail-follow-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto overscroll-contain rounded-xl border bg-card p-5 text-card-foreground shadow-xl sm:p-6"
        >
          <div className="flex flex-col gap-1.5 pr-6 text-left">
            <DialogPrimitive.Title className="text-lg leading-none font-semibold">{TEXT.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-muted-foreground">{TEXT.description(team.name)}</DialogPrimitive.Description>
          </div>
          <MailFollowForm slug={slug} team={team} notice={notice} onDone={onClose} />
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring">
            <X aria-hidden className="size-4" />
            <span className="sr-only">{TEXT.close}</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

// In Team Statistics (a dialog already): the form under the bell, shown by its button (a disclosure).
export function MailFollowPanel({ id, slug, team, notice, onClose }: Props & { id: string }) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section ref={panel} id={id} aria-labelledby={titleId} className="grid w-full gap-3 rounded-lg border bg-card p-4" data-testid="mail-follow-panel">
      <div className="grid gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {TEXT.title}
        </h3>
        <p className="text-sm text-muted-foreground">{TEXT.description(team.name)}</p>
      </div>
      <MailFollowForm slug={slug} team={team} notice={notice} onDone={onClose} />
    </section>
  );
}

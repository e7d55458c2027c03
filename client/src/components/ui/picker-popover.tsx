import { X } from 'lucide-react';
import { useId, type ReactNode, type RefObject } from 'react';

type PickerPopoverProps = {
  // the element id its opener names in `popoverTarget`
  id: string;
  panel: RefObject<HTMLDivElement | null>;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  // after every close: a choice, the close button, Escape or a tap outside
  onClosed: () => void;
  children: ReactNode;
};

// A choice made with one tap on a phone's CPU (the console's scoring-play picker, decision 053): the
// browser's own popover, opened by its button (`popoverTarget`) with no script at the tap, drawn in
// the top layer over a dimmed page. Escape and a tap outside close it, and focus goes back to its
// button. It is a non-modal dialog: the page behind is not made inert, which is what makes a modal
// dialog's opening and closing cost a restyle of the whole page (about 30 ms each at a phone's CPU
// here, against 8 for the popover). Forms and confirmations keep the modal `dialog.tsx`.
export function PickerPopover({ id, panel, title, description, closeLabel, onClosed, children }: PickerPopoverProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div
      ref={panel}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // (the toggle event comes after the change: the element's state is the new one)
      onToggle={(event) => {
        if (!event.currentTarget.matches(':popover-open')) onClosed();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md overscroll-contain rounded-xl border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-slate-950/60"
    >
      <div className="relative grid gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-1.5 pr-6 text-left">
          <h2 id={titleId} className="text-lg leading-none font-semibold">
            {title}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
        {children}
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden className="size-4" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
    </div>
  );
}

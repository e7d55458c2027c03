import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Label } from './label';

type LabeledControlProps = {
  // The id of the control inside, so the label names it.
  htmlFor: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

// A label above any one control (input, select), with an optional hint below. The * of a required
// field is visual; the accessible name stays the plain label.
export function LabeledControl({ htmlFor, label, required = false, hint, className, children }: LabeledControlProps) {
  return (
    <div className={cn('min-w-0 space-y-2', className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

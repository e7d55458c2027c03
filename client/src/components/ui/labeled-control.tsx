import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Label } from './label';

type ControlProps = { 'aria-describedby'?: string; 'aria-invalid'?: boolean };

type LabeledControlProps = {
  // The id of the control inside, so the label names it.
  htmlFor: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  // What is wrong with the value, shown under the control and read with it.
  error?: string;
  className?: string;
  // the control (input, select): a single one is given aria-describedby (hint, error) and aria-invalid
  children: ReactNode;
};

function describe(control: ReactElement<ControlProps>, hintId: string | undefined, errorId: string | undefined): ReactElement {
  const describedBy = [control.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return cloneElement(control, { 'aria-describedby': describedBy, 'aria-invalid': errorId ? true : control.props['aria-invalid'] });
}

// The one labelled field of every form: a label above one control, an optional hint and the
// field's error below. The * of a required field is visual (spec 5); the accessible name stays
// the plain label.
export function LabeledControl({ htmlFor, label, required = false, hint, error, className, children }: LabeledControlProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
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
      {isValidElement<ControlProps>(children) ? describe(children, hintId, errorId) : children}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

// A field's error as every form shows it (also under a group's legend).
export function FieldErrorText({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-xs font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Label } from './label';

type ControlProps = { 'aria-describedby'?: string; 'aria-invalid'?: boolean };

type LabeledControlProps = {
  // The id of the control inside, so the label names it (a label around its control needs none).
  htmlFor?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  // What is wrong with the value, shown under the control and read with it.
  error?: string;
  className?: string;
  // Where the label stands: above the control (a field), before it on one line (a jersey number,
  // a switch), after it (a checkbox), or around it (a radio drawn as a card).
  layout?: 'above' | 'before' | 'after' | 'around';
  labelClassName?: string;
  // the label's tooltip (a label cut short on a phone)
  labelTitle?: string;
  // beside the label on its line, on the far side (the confidence slider's value)
  labelAside?: ReactNode;
  // the box holding the label and its hint, beside the control (layouts before and after)
  labelBoxClassName?: string;
  // the control (input, select, checkbox): a single one is given aria-describedby (hint, error) and aria-invalid
  children: ReactNode;
};

function describe(control: ReactElement<ControlProps>, hintId: string | undefined, errorId: string | undefined): ReactElement {
  const describedBy = [control.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return cloneElement(control, { 'aria-describedby': describedBy, 'aria-invalid': errorId ? true : control.props['aria-invalid'] });
}

// The one labelled field of every form: a label and its control (above it by default), an optional
// hint and the field's error. The * of a required field is visual (spec 5); the accessible name
// stays the plain label.
export function LabeledControl({
  htmlFor,
  label,
  required = false,
  hint,
  error,
  className,
  layout = 'above',
  labelClassName,
  labelTitle,
  labelAside,
  labelBoxClassName,
  children,
}: LabeledControlProps) {
  const hintId = hint && htmlFor ? `${htmlFor}-hint` : undefined;
  const errorId = error && htmlFor ? `${htmlFor}-error` : undefined;
  const control = isValidElement<ControlProps>(children) && (hintId || errorId) ? describe(children, hintId, errorId) : children;
  const text = (
    <>
      {label}
      {required ? (
        <span aria-hidden className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </>
  );
  const hintText = hint ? (
    <p id={hintId} className="text-xs text-muted-foreground">
      {hint}
    </p>
  ) : null;

  if (layout === 'around') {
    return (
      <Label className={className} title={labelTitle}>
        {control}
        {text}
      </Label>
    );
  }
  const labelElement = (
    <Label htmlFor={htmlFor} className={labelClassName} title={labelTitle}>
      {text}
    </Label>
  );
  if (layout === 'before' || layout === 'after') {
    const labelBox = hintText || labelBoxClassName !== undefined ? (
      <div className={labelBoxClassName}>
        {labelElement}
        {hintText}
      </div>
    ) : (
      labelElement
    );
    return (
      <div className={className}>
        {layout === 'before' ? labelBox : control}
        {layout === 'before' ? control : labelBox}
        <FieldErrorText id={errorId} error={error} />
      </div>
    );
  }
  return (
    <div className={cn('min-w-0 space-y-2', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {control}
      {hintText}
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

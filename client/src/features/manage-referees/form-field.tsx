import type { ComponentProps } from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

type FormFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
};

// One labelled input of the page's dialogs. The * of a required field is visual (spec 5);
// the accessible name stays the plain label.
export function FormField({ id, label, required = false, hint, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Input id={id} aria-describedby={hintId} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

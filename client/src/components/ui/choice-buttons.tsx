import { useId, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';

// Big buttons a thumb reaches, each a real radio input (or checkbox) under its label, so the
// choice is a radio group to a screen reader and the arrow keys, and a tap sets it.
const CHOICE =
  'flex h-14 min-w-0 cursor-pointer items-center justify-center rounded-lg border-2 border-input bg-card px-2 text-lg font-bold transition-colors select-none has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2';

export function ChoiceButtons<V extends string | number>({
  legend,
  hint,
  name,
  value,
  options,
  onChange,
  columns,
  invalid,
  children,
}: {
  legend: string;
  hint?: string;
  name: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  columns: string;
  invalid?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={described}>
      <legend className="text-base font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label key={option.value} className={cn(CHOICE, invalid && 'border-destructive')}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {invalid}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

export function ToggleButton({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={cn(CHOICE, 'h-12 text-base')}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} className="sr-only" />
      {label}
    </label>
  );
}

import { useId } from 'react';
import { cn } from '@client/lib/utils';

export type RadioOption<V extends string> = { value: V; label: string };

type RadioGroupProps<V extends string> = {
  legend: string;
  name: string;
  value: V;
  options: readonly RadioOption<V>[];
  onValueChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
};

// A few choices side by side, each a native radio inside a tappable card (no Radix radio package here).
export function RadioGroup<V extends string>({ legend, name, value, options, onValueChange, disabled, className }: RadioGroupProps<V>) {
  const id = useId();
  return (
    <fieldset className={cn('space-y-2', className)} disabled={disabled}>
      <legend className="text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 text-sm font-medium transition-colors has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring/40 has-disabled:cursor-not-allowed has-disabled:opacity-50"
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onValueChange(option.value)}
                className="size-4 shrink-0 accent-primary outline-none"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

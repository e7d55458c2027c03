import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

// An on/off toggle: a button with role="switch", so Space and Enter flip it and screen readers
// say "on" or "off". Name it with a <label htmlFor> or aria-label.
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-primary' : 'bg-input',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn('block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
      />
    </button>
  );
}

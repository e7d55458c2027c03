import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { DivisionDto } from '@common/schemas/divisions';
import { cn } from '@client/lib/utils';

// A native <select> styled like Input: the phone's own picker, keyboard and screen reader for free.
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <select
        className="flex h-10 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}

export type Choice = { value: string | number; label: string };

// A select's choices in order, each its value and what it reads.
export function Options({ choices }: { choices: readonly Choice[] }) {
  return (
    <>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

// Issue 34: a select's choice of every division (value: its id), after `first` (none, or every
// division): the team dialog, the games filter, Build Season, Start playoffs.
export function DivisionOptions({ divisions, first }: { divisions: readonly DivisionDto[]; first: string }) {
  return (
    <>
      <option value="">{first}</option>
      <Options choices={divisions.map((division) => ({ value: division.id, label: division.name }))} />
    </>
  );
}

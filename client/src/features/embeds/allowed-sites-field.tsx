import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { cn } from '@client/lib/utils';
import { EMBEDS_TEXT as T } from './texts';

type AllowedSitesFieldProps = {
  id: string;
  field: UseFormRegisterReturn;
  // the form's error: its problems a line each (allowed-sites.ts)
  error: string | undefined;
  // opened from "Get embed code"'s Change: the field takes the focus, in view
  focusOnOpen?: boolean;
};

// Issue 50: the league's allowed sites beside its other settings (League Settings), one per line, each
// refused line named under the field.
export function AllowedSitesField({ id, field, error, focusOnOpen = false }: AllowedSitesFieldProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const problems = error ? error.split('\n') : [];
  const errorId = `${id}-error`;
  useEffect(() => {
    if (!focusOnOpen) return;
    own.current?.focus();
    own.current?.scrollIntoView({ block: 'center' });
  }, [focusOnOpen]);
  return (
    <fieldset className="grid gap-4 border-t pt-4">
      <legend className="float-left text-sm font-semibold">{T.sitesLegend}</legend>
      <LabeledControl htmlFor={id} label={T.sitesLabel} hint={T.sitesHint}>
        <textarea
          id={id}
          rows={3}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://www.example.org"
          aria-invalid={problems.length > 0 ? true : undefined}
          aria-describedby={problems.length > 0 ? errorId : undefined}
          className={cn(
            'flex min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 font-mono text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm',
            problems.length > 0 && 'border-destructive',
          )}
          {...field}
          ref={(element) => {
            field.ref(element);
            own.current = element;
          }}
        />
      </LabeledControl>
      {problems.length > 0 ? (
        <ul id={errorId} className="-mt-2 space-y-1 text-xs font-medium break-words text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

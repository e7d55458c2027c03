import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

type CodeBlockProps = ComponentProps<'pre'> & {
  // Names the block for assistive technology ('Request', 'Response').
  label?: string;
};

// Preformatted code: lines keep their breaks and the block scrolls sideways instead of widening
// the page. Focusable, so the scroll also works from the keyboard.
export function CodeBlock({ label, className, children, ...props }: CodeBlockProps) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className={cn(
        'overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <code>{children}</code>
    </pre>
  );
}

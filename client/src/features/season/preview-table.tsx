import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

type PreviewTableProps = { labelledBy: string; columns: readonly string[]; className?: string; children: ReactNode };

// A preview's table (the builder's balance per team, a rainout's games): its own region, named by
// the heading above it, that scrolls (focusable, so a keyboard scrolls it too).
export function PreviewTable({ labelledBy, columns, className = 'overflow-x-auto', children }: PreviewTableProps) {
  return (
    <div className={cn('rounded-lg border', className)} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full text-sm">
        <thead className="bg-muted text-left text-xs">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-2 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

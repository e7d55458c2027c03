import { Fragment, type ReactNode } from 'react';

// A fan card's list (spec 2.11: the latest predictions, the latest achievements), or the dashed line
// that says there is none yet.
export function FanCardList<Item extends { id: number | string }>({ items, label, empty, render }: { items: readonly Item[]; label: string; empty: string; render: (item: Item) => ReactNode }) {
  if (items.length === 0) return <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {items.map((item) => (
        <Fragment key={item.id}>{render(item)}</Fragment>
      ))}
    </ul>
  );
}

import { useMemo, useState } from 'react';

// The checkbox selection of one games table. Only ids still listed count, so a game deleted
// meanwhile (here or elsewhere) drops out of the selection by itself.
export function useCheckedGames(listedIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => listedIds.filter((id) => chosen.has(id)), [listedIds, chosen]);
  const allSelected = listedIds.length > 0 && selected.length === listedIds.length;

  function toggle(id: number, checked: boolean): void {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function setAll(checked: boolean): void {
    setChosen(checked ? new Set(listedIds) : new Set());
  }

  return {
    selected,
    isSelected: (id: number) => chosen.has(id),
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    toggle,
    setAll,
    replace: (ids: readonly number[]) => setChosen(new Set(ids)),
  };
}

export type CheckedGames = ReturnType<typeof useCheckedGames>;

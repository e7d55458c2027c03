import type { DivisionTable } from '@common/standings/rank';

// Issue 34: the table a phone shows, one division at a time: the chosen division's when the answer
// has it, else the first.
export function phoneGroupKey(groups: readonly DivisionTable[], chosen: number | null): number | null {
  return groups.some((group) => group.id === chosen) ? chosen : (groups[0]?.id ?? null);
}

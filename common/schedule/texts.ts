// Issue 45, a rainout of playoff games: why the reschedule left a game without a new slot when a
// bracket's order is the cause (the other reasons are the season builder's, season.ts).
type Bound = { name: string; at: string };

export const RESCHEDULE_TEXT = {
  // a game whose feeder (also moving) found no slot
  waitsFor: (feeder: string) => `It waits for ${feeder}, which found no slot: it cannot be played before it. Add dates or slots for ${feeder}.`,
  // no free slot starts once `after` has ended and ends before `before` starts
  outOfOrder: (after: Bound | null, before: Bound | null) => {
    const start = after ? `start after ${after.name} ends (${after.at})` : null;
    const end = before ? `end before ${before.name} starts (${before.at})` : null;
    const must = [start, end].filter((part) => part !== null).join(' and ');
    const fix = after && before ? `Add slots between them, or move ${before.name} first.` : before ? `Add slots before it, or move ${before.name} first.` : 'Add dates or slots after it.';
    return `No slot keeps the playoff order: it must ${must}. ${fix}`;
  },
};

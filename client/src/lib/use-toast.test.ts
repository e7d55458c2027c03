import { describe, expect, it } from 'vitest';
import { currentToasts, toast } from './use-toast';

describe('toast store (spec 9: one toast at a time)', () => {
  it('keeps only the newest toast', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    const shown = currentToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Second');
    expect(shown[0]?.open).toBe(true);
  });

  it('closes a dismissed toast', () => {
    const { id, dismiss } = toast({ title: 'Closing' });
    dismiss();
    expect(currentToasts().find((t) => t.id === id)?.open).toBe(false);
  });
});

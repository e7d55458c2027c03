import { X } from 'lucide-react';
import { useState } from 'react';
import { readableCalendarDate } from '@common/schedule/dates';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { SEASON_TEXT as TEXT } from './texts';

// Dates added one at a time and shown as removable chips (blackouts).
export function DateList({ id, label, dates, onChange }: { id: string; label: string; dates: readonly string[]; onChange: (next: string[]) => void }) {
  const [draft, setDraft] = useState('');
  return (
    <LabeledControl htmlFor={id} label={label} className="min-w-auto">
      <div className="flex gap-2">
        <Input id={id} type="date" value={draft} onChange={(e) => setDraft(e.target.value)} className="w-44" />
        <Button
          type="button"
          variant="outline"
          disabled={!draft}
          onClick={() => {
            if (!dates.includes(draft)) onChange([...dates, draft].sort());
            setDraft('');
          }}
        >
          {TEXT.add}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {dates.map((date) => (
          <li key={date} className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-0.5 pl-3 text-sm">
            {readableCalendarDate(date)}
            <Button type="button" variant="ghost" size="icon" className="size-9 rounded-full" aria-label={TEXT.remove(readableCalendarDate(date))} onClick={() => onChange(dates.filter((d) => d !== date))}>
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </LabeledControl>
  );
}

import { Checkbox } from '@client/components/ui/checkbox';
import { FieldErrorText, LabeledControl } from '@client/components/ui/labeled-control';

type Item = { id: number; label: string; detail?: string };

type CheckListProps = { idPrefix: string; legend: string; items: readonly Item[]; checked: readonly number[]; onChange: (next: number[]) => void; all?: string; error?: string };

// A group of checkboxes, each a row a thumb can hit (44 px), with an optional line under its label,
// and what is wrong with the choice under the legend.
export function CheckList({ idPrefix, legend, items, checked, onChange, all, error }: CheckListProps) {
  const toggle = (id: number, on: boolean) => onChange(on ? [...checked, id] : checked.filter((c) => c !== id));
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <FieldErrorText id={`${idPrefix}-error`} error={error} />
      {all ? (
        <LabeledControl layout="after" htmlFor={`${idPrefix}-all`} label={all} className="flex min-h-11 items-center gap-3" labelClassName="font-semibold">
          <Checkbox id={`${idPrefix}-all`} checked={checked.length === items.length} onCheckedChange={(on) => onChange(on === true ? items.map((i) => i.id) : [])} />
        </LabeledControl>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {items.map((item) => (
          <LabeledControl
            key={item.id}
            layout="after"
            htmlFor={`${idPrefix}-${item.id}`}
            label={
              <>
                <span className="block truncate">{item.label}</span>
                {item.detail ? <span className="block text-xs text-muted-foreground">{item.detail}</span> : null}
              </>
            }
            className="flex min-h-11 items-center gap-3"
            labelClassName="min-w-0 font-normal"
          >
            <Checkbox id={`${idPrefix}-${item.id}`} checked={checked.includes(item.id)} onCheckedChange={(on) => toggle(item.id, on === true)} />
          </LabeledControl>
        ))}
      </div>
    </fieldset>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FIELD_SURFACES } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import type { FieldDto } from '@common/schemas/teams';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Select } from '@client/components/ui/select';
import { apiJson, apiRequest } from '@client/lib/api';
import { adminKeys, invalidateGames, showInvalid, useAdminMutation } from './admin-data';
import { ADMIN_TEXT } from './texts';

type FieldInput = { name: string; location: string; surface: string };
type FieldBody = { name: string; location: string | null; surface: string | null };

const EMPTY: FieldInput = { name: '', location: '', surface: '' };

function FieldInputs({ idPrefix, value, onChange }: { idPrefix: string; value: FieldInput; onChange: (next: FieldInput) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem]">
      <LabeledControl htmlFor={`${idPrefix}-name`} label={ADMIN_TEXT.fieldName} required>
        <Input id={`${idPrefix}-name`} value={value.name} maxLength={100} autoComplete="off" onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </LabeledControl>
      <LabeledControl htmlFor={`${idPrefix}-location`} label={ADMIN_TEXT.fieldLocation}>
        <Input id={`${idPrefix}-location`} value={value.location} maxLength={200} autoComplete="off" onChange={(e) => onChange({ ...value, location: e.target.value })} />
      </LabeledControl>
      <LabeledControl htmlFor={`${idPrefix}-surface`} label={ADMIN_TEXT.fieldSurface}>
        <Select id={`${idPrefix}-surface`} value={value.surface} onChange={(e) => onChange({ ...value, surface: e.target.value })}>
          <option value="">{ADMIN_TEXT.surfaceNotSet}</option>
          {FIELD_SURFACES.map((surface) => (
            <option key={surface} value={surface}>
              {surface}
            </option>
          ))}
        </Select>
      </LabeledControl>
    </div>
  );
}

// Spec 5: a field needs a name; the rest is optional.
function fieldBody(input: FieldInput): FieldBody | null {
  const name = input.name.trim();
  if (!name) return null;
  return { name, location: input.location.trim() || null, surface: input.surface || null };
}

// A renamed field is renamed in its games too (docs/decisions/010).
function invalidateFields(slug: string) {
  return (queryClient: QueryClient) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.fields(slug) }), invalidateGames(queryClient)]);
}

function FieldRow({ field, slug, onDelete }: { field: FieldDto; slug: string; onDelete: () => void }) {
  const [editing, setEditing] = useState<FieldInput | null>(null);
  const update = useAdminMutation<FieldBody, FieldDto>({
    mutationFn: (body) => apiJson<FieldDto>('PATCH', `/api/fields/${field.id}`, body),
    failureTitle: ADMIN_TEXT.updateFieldFailed,
    success: () => ({ title: ADMIN_TEXT.fieldUpdated }),
    invalidate: invalidateFields(slug),
    onSuccess: () => setEditing(null),
  });

  if (editing) {
    return (
      <li className="space-y-3 py-3">
        <FieldInputs idPrefix={`field-${field.id}`} value={editing} onChange={setEditing} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(null)}>
            {ADMIN_TEXT.cancel}
          </Button>
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() => {
              const body = fieldBody(editing);
              if (!body) return showInvalid(ADMIN_TEXT.fieldNameRequired);
              update.mutate(body);
            }}
          >
            {update.isPending ? ADMIN_TEXT.saving : ADMIN_TEXT.save}
          </Button>
        </div>
      </li>
    );
  }
  const details = [field.location, field.surface].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-3 py-2.5">
      <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{field.name}</p>
        {details ? <p className="truncate text-xs text-muted-foreground">{details}</p> : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={ADMIN_TEXT.editField(field.name)}
        onClick={() => setEditing({ name: field.name, location: field.location ?? '', surface: field.surface ?? '' })}
      >
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={ADMIN_TEXT.deleteField(field.name)} onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

type ManageFieldsDialogProps = { onClose: () => void; league: LeagueDto; fields: readonly FieldDto[] };

// Spec 2.4 Manage Fields: list, add (name, location, surface), edit, delete.
export function ManageFieldsDialog({ onClose, league, fields }: ManageFieldsDialogProps) {
  const [draft, setDraft] = useState<FieldInput>(EMPTY);
  const [toDelete, setToDelete] = useState<FieldDto | null>(null);
  const create = useAdminMutation<FieldBody, FieldDto>({
    mutationFn: (body) => apiJson<FieldDto>('POST', '/api/fields', { ...body, leagueId: league.id }),
    failureTitle: ADMIN_TEXT.createFieldFailed,
    success: () => ({ title: ADMIN_TEXT.fieldCreated }),
    invalidate: invalidateFields(league.slug),
    onSuccess: () => setDraft(EMPTY),
  });
  const remove = useAdminMutation<number>({
    mutationFn: (id) => apiRequest('DELETE', `/api/fields/${id}`),
    failureTitle: ADMIN_TEXT.deleteFieldFailed,
    success: () => ({ title: ADMIN_TEXT.fieldDeleted }),
    invalidate: invalidateFields(league.slug),
  });

  function add(event: FormEvent): void {
    event.preventDefault();
    const body = fieldBody(draft);
    if (!body) return showInvalid(ADMIN_TEXT.fieldNameRequired);
    create.mutate(body);
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{ADMIN_TEXT.fieldsTitle}</DialogTitle>
          <DialogDescription>{ADMIN_TEXT.fieldsDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={add} className="space-y-3 rounded-lg border bg-muted/40 p-3" noValidate>
          <FieldInputs idPrefix="new-field" value={draft} onChange={setDraft} />
          <div className="flex justify-end">
            <Button type="submit" disabled={create.isPending}>
              <Plus aria-hidden />
              {ADMIN_TEXT.addField}
            </Button>
          </div>
        </form>
        {fields.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{ADMIN_TEXT.fieldsEmpty}</p>
        ) : (
          <ul className="divide-y" aria-label={ADMIN_TEXT.fieldsTitle}>
            {fields.map((field) => (
              <FieldRow key={field.id} field={field} slug={league.slug} onDelete={() => setToDelete(field)} />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => (open ? undefined : setToDelete(null))}
          title={toDelete ? ADMIN_TEXT.deleteFieldTitle(toDelete.name) : ''}
          description={ADMIN_TEXT.deleteFieldConfirm}
          confirmLabel={ADMIN_TEXT.delete}
          pendingLabel={ADMIN_TEXT.deleting}
          isPending={remove.isPending}
          destructive
          onConfirm={() => {
            if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

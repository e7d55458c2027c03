import { MapPin } from 'lucide-react';
import { z } from 'zod';
import { FIELD_SURFACES } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import { type FieldDto, updateFieldBody } from '@common/schemas/teams';
import { requireFilled } from '@client/lib/form-errors';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Options, Select } from '@client/components/ui/select';
import { adminKeys } from './admin-data';
import { parsedBody, type ResourceList, ResourceListDialog, ResourceSummary } from './resource-list-dialog';
import { ADMIN_TEXT } from './texts';

type FieldInput = { name: string; location: string; surface: string };
// (optional as the request schema reads them; the form always sends both)
type FieldBody = { name: string; location?: string | null; surface?: string | null };

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
          <Options choices={FIELD_SURFACES.map((surface) => ({ value: surface, label: surface }))} />
        </Select>
      </LabeledControl>
    </div>
  );
}

function FieldSummary({ item: field }: { item: FieldDto }) {
  return <ResourceSummary Icon={MapPin} name={field.name} detail={[field.location, field.surface].filter(Boolean).join(' · ')} />;
}

// Spec 5: a field needs a name; the rest is optional. Then the server's own rules.
const fieldForm = z
  .object({ name: z.string(), location: z.string(), surface: z.string() })
  .superRefine(requireFilled<FieldInput>(ADMIN_TEXT.fieldNameRequired, { text: ['name'] }))
  .transform(({ name, location, surface }): FieldBody => ({ name: name.trim(), location: location.trim() || null, surface: surface || null }))
  .pipe(updateFieldBody.required({ name: true }));

const FIELDS: ResourceList<FieldDto, FieldInput, FieldBody> = {
  createPath: () => '/api/fields',
  leagueIdInBody: true,
  itemPath: (id) => `/api/fields/${id}`,
  listKey: adminKeys.fields,
  idPrefix: 'field',
  empty: { name: '', location: '', surface: '' },
  inputOf: (field) => ({ name: field.name, location: field.location ?? '', surface: field.surface ?? '' }),
  bodyOf: (input) => parsedBody(fieldForm, input, { name: ADMIN_TEXT.fieldName, location: ADMIN_TEXT.fieldLocation, surface: ADMIN_TEXT.fieldSurface }),
  Inputs: FieldInputs,
  Summary: FieldSummary,
  inlineForm: false,
  dialogClassName: 'sm:max-w-2xl',
  text: {
    title: ADMIN_TEXT.fieldsTitle,
    description: ADMIN_TEXT.fieldsDescription,
    add: ADMIN_TEXT.addField,
    empty: ADMIN_TEXT.fieldsEmpty,
    created: ADMIN_TEXT.fieldCreated,
    updated: ADMIN_TEXT.fieldUpdated,
    deleted: ADMIN_TEXT.fieldDeleted,
    createFailed: ADMIN_TEXT.createFieldFailed,
    updateFailed: ADMIN_TEXT.updateFieldFailed,
    deleteFailed: ADMIN_TEXT.deleteFieldFailed,
    edit: ADMIN_TEXT.editField,
    delete: ADMIN_TEXT.deleteField,
    deleteTitle: ADMIN_TEXT.deleteFieldTitle,
    deleteConfirm: ADMIN_TEXT.deleteFieldConfirm,
  },
};

// Spec 2.4 Manage Fields: list, add (name, location, surface), edit, delete. A field that games
// are played at is refused by the server with a message saying how many (docs/decisions/010-deleting-teams-fields-leagues.md).
export function ManageFieldsDialog({ onClose, league, fields }: { onClose: () => void; league: LeagueDto; fields: readonly FieldDto[] }) {
  return <ResourceListDialog kind={FIELDS} onClose={onClose} league={league} items={fields} />;
}

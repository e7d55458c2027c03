import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import type { LeagueDto } from '@common/schemas/league';
import { Button } from '@client/components/ui/button';
import { ConfirmRemoveDialog } from '@client/components/ui/confirm-dialog';
import { TitledDialog } from '@client/components/ui/dialog';
import { apiJson, apiRequest } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { invalidateGames } from '@client/lib/game-lists';
import { showInvalid, withLabel } from '@client/lib/form-errors';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { ADMIN_TEXT } from './texts';

// Spec 2.4 Manage Teams and Manage Fields, and issue 34's Manage Divisions and Manage Seasons, are
// one dialog: a form to add one, the list with Edit (in place) and Delete (after a confirmation) on
// each row. What differs is described here.
type Named = { id: number; name: string };

// What a row of divisions, fields or seasons shows: its icon, its name (and a badge), a line under it.
export function ResourceSummary({ Icon, name, badge = null, detail }: { Icon: LucideIcon; name: string; badge?: ReactNode; detail: ReactNode }) {
  return (
    <>
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium">
          <span className="truncate">{name}</span>
          {badge}
        </p>
        {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
      </div>
    </>
  );
}

export type ResourceList<Item extends Named, Input, Body> = {
  // POST to createPath (the league's id in the body when leagueIdInBody); PATCH and DELETE itemPath
  createPath: (league: LeagueDto) => string;
  leagueIdInBody: boolean;
  itemPath: (id: number) => string;
  listKey: (slug: string) => QueryKey;
  // the other reads a write changes (besides the list and the games)
  reloads?: (slug: string) => QueryKey[];
  // the element ids of the inputs: `new-${idPrefix}-name` in the add form, `${idPrefix}-7-name` in row 7
  idPrefix: string;
  empty: Input;
  inputOf: (item: Item) => Input;
  // the request's body, or what is wrong with the input (the toast says it)
  bodyOf: (input: Input) => Body | string;
  Inputs: (props: { idPrefix: string; slug: string; value: Input; onChange: (next: Input) => void }) => ReactNode;
  // what a row shows of an item, before its Edit and Delete buttons
  Summary: (props: { item: Item }) => ReactNode;
  // the add form: the inputs and the button on one line, or the button under the inputs
  inlineForm: boolean;
  dialogClassName: string;
  text: {
    title: string;
    description: string;
    add: string;
    empty: string;
    created: string;
    updated: string;
    deleted: string;
    createFailed: string;
    updateFailed: string;
    deleteFailed: string;
    edit: (name: string) => string;
    delete: (name: string) => string;
    deleteTitle: (name: string) => string;
    deleteConfirm: string;
  };
};

// A team's or field's games show its name (and a team's colour, a division's): they reload with the list.
function invalidateList<Item extends Named, Input, Body>(kind: ResourceList<Item, Input, Body>, slug: string) {
  const keys = [kind.listKey(slug), ...(kind.reloads?.(slug) ?? [])];
  return (queryClient: QueryClient) => Promise.all([...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })), invalidateGames(queryClient)]);
}

// A form's values checked by the request's zod schema: the body, or the first problem after its
// field's label (decision 035).
export function parsedBody<S extends z.ZodType>(schema: S, values: unknown, labels: Record<string, string>): z.output<S> | string {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  return withLabel(labels[field] ?? field, issue.message);
}

type RowProps<Item extends Named, Input, Body> = { kind: ResourceList<Item, Input, Body>; item: Item; slug: string; onDelete: () => void };

function ResourceRow<Item extends Named, Input, Body>({ kind, item, slug, onDelete }: RowProps<Item, Input, Body>) {
  const [editing, setEditing] = useState<Input | null>(null);
  const update = useApiMutation<Body, Item>({
    mutationFn: (body) => apiJson<Item>('PATCH', kind.itemPath(item.id), body),
    failureTitle: kind.text.updateFailed,
    success: () => ({ title: kind.text.updated }),
    invalidate: invalidateList(kind, slug),
    onSuccess: () => setEditing(null),
  });
  const { Inputs, Summary } = kind;

  if (editing) {
    return (
      <li className="space-y-3 py-3">
        <Inputs idPrefix={`${kind.idPrefix}-${item.id}`} slug={slug} value={editing} onChange={setEditing} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(null)}>
            {ADMIN_TEXT.cancel}
          </Button>
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() => {
              const body = kind.bodyOf(editing);
              if (typeof body === 'string') return showInvalid(body);
              update.mutate(body);
            }}
          >
            {update.isPending ? ADMIN_TEXT.saving : ADMIN_TEXT.save}
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Summary item={item} />
      <Button variant="ghost" size="icon" className="size-9" aria-label={kind.text.edit(item.name)} onClick={() => setEditing(kind.inputOf(item))}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={kind.text.delete(item.name)} onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

type DialogProps<Item extends Named, Input, Body> = {
  kind: ResourceList<Item, Input, Body>;
  onClose: () => void;
  league: LeagueDto;
  items: readonly Item[];
};

// What the server refuses (a name taken, a team that plays in games: docs/decisions/010-deleting-teams-fields-leagues.md) shows in
// the failure toast with the server's message.
export function ResourceListDialog<Item extends Named, Input, Body>({ kind, onClose, league, items }: DialogProps<Item, Input, Body>) {
  const [draft, setDraft] = useState<Input>(kind.empty);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const invalidate = invalidateList(kind, league.slug);
  const create = useApiMutation<Body, Item>({
    mutationFn: (body) => apiJson<Item>('POST', kind.createPath(league), kind.leagueIdInBody ? { ...body, leagueId: league.id } : body),
    failureTitle: kind.text.createFailed,
    success: () => ({ title: kind.text.created }),
    invalidate,
    onSuccess: () => setDraft(kind.empty),
  });
  const remove = useApiMutation<number>({
    mutationFn: (id) => apiRequest('DELETE', kind.itemPath(id)),
    failureTitle: kind.text.deleteFailed,
    success: () => ({ title: kind.text.deleted }),
    invalidate,
  });
  const { Inputs, text } = kind;

  function add(event: FormEvent): void {
    event.preventDefault();
    const body = kind.bodyOf(draft);
    // Spec 5: a name is required (and issue 34's limits).
    if (typeof body === 'string') return showInvalid(body);
    create.mutate(body);
  }

  return (
    <TitledDialog title={text.title} description={text.description} onClose={onClose} className={kind.dialogClassName}>
      <form onSubmit={add} className={cn('rounded-lg border bg-muted/40 p-3', kind.inlineForm ? 'flex items-end gap-2' : 'space-y-3')} noValidate>
        <Inputs idPrefix={`new-${kind.idPrefix}`} slug={league.slug} value={draft} onChange={setDraft} />
        <div className={kind.inlineForm ? 'shrink-0' : 'flex justify-end'}>
          <Button type="submit" disabled={create.isPending}>
            <Plus aria-hidden />
            {/* beside the inputs on a phone the button shows only its icon */}
            <span className={kind.inlineForm ? 'hidden sm:inline' : undefined}>{text.add}</span>
            {kind.inlineForm ? <span className="sr-only sm:hidden">{text.add}</span> : null}
          </Button>
        </div>
      </form>
      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{text.empty}</p>
      ) : (
        <ul className="divide-y" aria-label={text.title}>
          {items.map((item) => (
            <ResourceRow key={item.id} kind={kind} item={item} slug={league.slug} onDelete={() => setToDelete(item)} />
          ))}
        </ul>
      )}
      <ConfirmRemoveDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(item) => text.deleteTitle(item.name)}
        description={text.deleteConfirm}
        confirmLabel={ADMIN_TEXT.delete}
        pendingLabel={ADMIN_TEXT.deleting}
        isPending={remove.isPending}
        onConfirm={(item, done) => remove.mutate(item.id, { onSettled: done })}
      />
    </TitledDialog>
  );
}

import type { UseQueryOptions, QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api-errors';
import { useToastedQuery } from '@client/lib/failure-toast';
import { ErrorNotice, LoadingNotice } from './notices';

// A list the server answers a page at a time, newest first, each answer naming the `before` of the
// next page (`next`, null at the end): the announcements' history, the league's changes. Each page is
// read by a query of its own (its key from `query`), with its loading and failed states; the first
// page's empty sentence; the button for the next page under the last one.
type PagedListProps<Answer, Item> = {
  query: (before: number | null) => Omit<UseQueryOptions<Answer, Error, Answer, QueryKey>, 'queryKey'> & { queryKey: QueryKey };
  itemsOf: (answer: Answer) => { items: Item[]; next: number | null };
  renderItem: (item: Item) => ReactNode;
  texts: { failed: string; empty: string; more: string; list: string };
  listClassName: string;
};

export function PagedList<Answer, Item>(props: PagedListProps<Answer, Item>) {
  const [pages, setPages] = useState<(number | null)[]>([null]);
  return (
    <>
      {pages.map((before, i) => (
        <ListPage key={before ?? 'first'} {...props} before={before} last={i === pages.length - 1} onMore={(next) => setPages((p) => [...p, next])} />
      ))}
    </>
  );
}

function ListPage<Answer, Item>({ query, itemsOf, renderItem, texts, listClassName, before, last, onMore }: PagedListProps<Answer, Item> & { before: number | null; last: boolean; onMore: (next: number) => void }) {
  const page = useToastedQuery<Answer>(texts.failed, query(before));
  if (page.isPending) return <LoadingNotice />;
  if (page.isError) return <ErrorNotice title={texts.failed}>{serverMessage(page.error, texts.failed)}</ErrorNotice>;
  const { items, next } = itemsOf(page.data);
  if (before === null && items.length === 0) return <p className="text-sm text-muted-foreground">{texts.empty}</p>;
  return (
    <>
      <ol className={listClassName} aria-label={texts.list}>
        {items.map(renderItem)}
      </ol>
      {last && next !== null ? (
        <Button variant="outline" size="sm" onClick={() => onMore(next)}>
          {texts.more}
        </Button>
      ) : null}
    </>
  );
}

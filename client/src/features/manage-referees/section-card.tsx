import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { REFEREES_TEXT } from './texts';

type SectionCardProps = {
  id: string;
  heading: string;
  action?: ReactNode;
  children: ReactNode;
};

// A titled card of the page; the heading names the region for assistive technology and tests.
export function SectionCard({ id, heading, action, children }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row items-center justify-between gap-2 p-4 sm:p-6">
        <h2 id={headingId} className="text-base leading-tight font-semibold tracking-tight sm:text-lg">
          {heading}
        </h2>
        {action}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

// A query's list of people, or what shows instead while it loads, when it failed, or when it has
// nobody in it.
export function ListOrState({ query, loadingLabel, errorTitle, emptyText, children }: {
  query: UseQueryResult<readonly unknown[]>;
  loadingLabel: string;
  errorTitle: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingNotice label={loadingLabel} className="min-h-0 py-6" />;
  if (query.isError) return <ErrorNotice title={errorTitle}>{REFEREES_TEXT.reloadHint}</ErrorNotice>;
  if (query.data.length === 0) return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return children;
}

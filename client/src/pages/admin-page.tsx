import type { ComponentProps, ReactNode } from 'react';
import { AdminNav } from '@client/features/admin/admin-nav';
import { PageMain } from '@client/features/shell/page-shell';
import { TopBar } from '@client/features/shell/top-bar';

type AdminPageProps = {
  // The top bar's league title and what the area is called there.
  title: string;
  label: string;
  navKeys?: ComponentProps<typeof AdminNav>['keys'];
  heading: string;
  description?: ReactNode;
  children: ReactNode;
};

// The frame of the admin area's pages (spec 2.4, 2.9, 2.12): the top bar, the admin navigation,
// then the page's heading over what it shows.
export function AdminPage({ title, label, navKeys, heading, description, children }: AdminPageProps) {
  return (
    <div className="min-h-dvh">
      <TopBar title={title} label={label} />
      <AdminNav keys={navKeys} />
      <PageMain heading={heading} description={description}>
        {children}
      </PageMain>
    </div>
  );
}

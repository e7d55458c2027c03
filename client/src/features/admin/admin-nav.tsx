import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '@client/lib/use-current-user';
import { useLeague } from '@client/lib/league-context';
import { cn } from '@client/lib/utils';
import { ADMIN_NAV_KEYS, type AdminNavKey, adminNavItems } from './admin-nav-items';

// Spec 2.4/2.9: the admin navigation row, and the same items in a collapsible menu on phones.
export function AdminNav({ keys = ADMIN_NAV_KEYS }: { keys?: readonly AdminNavKey[] }) {
  const [location] = useLocation();
  const { data: user } = useCurrentUser();
  const league = useLeague();
  const [open, setOpen] = useState(false);
  const items = adminNavItems(league?.slug ?? null, user?.role ?? null, keys);

  function linkClass(href: string, mobile: boolean): string {
    const active = href === location;
    return cn(
      'rounded-md text-sm font-medium transition-colors',
      mobile ? 'block px-3 py-2.5' : 'px-3 py-2',
      active ? 'bg-primary/10 text-primary' : 'text-slate-600 hover:bg-muted hover:text-foreground',
    );
  }

  return (
    <nav aria-label="Admin" className="border-b bg-card">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <ul className="hidden flex-wrap gap-1 py-2 md:flex">
          {items.map((item) => (
            <li key={item.key}>
              <Link href={item.href} className={linkClass(item.href, false)} aria-current={item.href === location ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="md:hidden">
          <button
            type="button"
            className="flex w-full items-center justify-between py-3 text-sm font-semibold"
            aria-expanded={open}
            aria-controls="admin-mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            Menu
            {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
          {open ? (
            <ul id="admin-mobile-menu" className="space-y-1 pb-3">
              {items.map((item) => (
                <li key={item.key}>
                  <Link href={item.href} className={linkClass(item.href, true)} onClick={() => setOpen(false)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </nav>
  );
}

import { LogOut, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { displayNameOf, useCurrentUser } from '@client/lib/use-current-user';
import { LogoutConfirmationDialog } from '@client/features/auth/logout-confirmation';
import { useLogout } from '@client/features/auth/use-logout';

type TopBarProps = {
  title: string;
  label?: string;
  // Extra links or buttons on the right, before Logout.
  actions?: ReactNode;
  showLogout?: boolean;
};

// The dark bar on top of the signed-in screens: league name, screen label, Logout.
export function TopBar({ title, label, actions, showLogout = true }: TopBarProps) {
  const { data: user } = useCurrentUser();
  const { logout, isLoggingOut, confirmation } = useLogout();
  return (
    <header className="bg-brand text-brand-foreground shadow-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Trophy className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 leading-tight">
            <p className="truncate text-base font-bold sm:text-lg">{title}</p>
            {label ? <p className="truncate text-xs font-semibold tracking-wider text-orange-300 uppercase">{label}</p> : null}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {actions}
          {user ? <span className="hidden text-sm text-slate-300 lg:inline">{displayNameOf(user)}</span> : null}
          {showLogout && user ? (
            <Button variant="inverse" size="sm" onClick={() => void logout()} disabled={isLoggingOut}>
              <LogOut aria-hidden />
              Logout
            </Button>
          ) : null}
        </div>
      </div>
      <LogoutConfirmationDialog confirmation={confirmation} />
    </header>
  );
}

import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { preloadToaster } from '@client/components/ui/toaster-slot';
import { useCurrentUser } from '@client/lib/use-current-user';
import { LeagueGate } from '@client/pages/league-gate';
import { LoadingNotice } from '@client/features/shell/notices';
import { HomePage } from '@client/pages/home-page';
import { AccessDeniedScreen, ApprovalPendingScreen, NotFoundPage } from '@client/pages/rare-pages';
import { ScoreboardPage } from '@client/pages/scoreboard-page';
import { decideAccess } from './guards';
import { type ResolvedRoute, resolveRoute, type Screen } from './routes';

// zod (the forms' schemas) lives in the screens' own chunks: its setting (lib/zod-jitless.ts) is loaded
// before any screen that may build a schema, so the scoreboard's first download carries no zod
// (issue 17). The toaster comes with every such screen too (the scoreboard fetches it on demand).
function withSchemas<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([import('@client/lib/zod-jitless'), preloadToaster()]).then(load);
}

// The public scoreboard is what most visitors open, on a phone at the field: it ships in the first
// download; every other screen is fetched when first shown (issue 5).
const AdminDashboardPage = lazy(() => withSchemas(() => import('@client/pages/admin-dashboard-page')).then((m) => ({ default: m.AdminDashboardPage })));
const AnnouncementsPage = lazy(() => withSchemas(() => import('@client/pages/announcements-page')).then((m) => ({ default: m.AnnouncementsPage })));
const PayPage = lazy(() => withSchemas(() => import('@client/pages/pay-page')).then((m) => ({ default: m.PayPage })));
const ReportsPage = lazy(() => withSchemas(() => import('@client/pages/reports-page')).then((m) => ({ default: m.ReportsPage })));
const LeagueChangesPage = lazy(() => withSchemas(() => import('@client/pages/league-changes-page')).then((m) => ({ default: m.LeagueChangesPage })));
const GameDayPage = lazy(() => withSchemas(() => import('@client/pages/game-day-page')).then((m) => ({ default: m.GameDayPage })));
const ApiKeysPage = lazy(() => withSchemas(() => import('@client/pages/api-keys-page')).then((m) => ({ default: m.ApiKeysPage })));
const FanDashboardPage = lazy(() => withSchemas(() => import('@client/pages/fan-dashboard-page')).then((m) => ({ default: m.FanDashboardPage })));
const GameControlPage = lazy(() => withSchemas(() => import('@client/pages/game-control-page')).then((m) => ({ default: m.GameControlPage })));
const ImportPage = lazy(() => withSchemas(() => import('@client/pages/import-page')).then((m) => ({ default: m.ImportPage })));
const LeagueManagementPage = lazy(() => withSchemas(() => import('@client/pages/league-management-page')).then((m) => ({ default: m.LeagueManagementPage })));
const MailPage = lazy(() => withSchemas(() => import('@client/pages/mail-page')).then((m) => ({ default: m.MailPage })));
const LoginPage = lazy(() => withSchemas(() => import('@client/pages/login-page')).then((m) => ({ default: m.LoginPage })));
const PendingApprovalsPage = lazy(() => withSchemas(() => import('@client/pages/pending-approvals-page')).then((m) => ({ default: m.PendingApprovalsPage })));
const StandingsPage = lazy(() => withSchemas(() => import('@client/pages/standings-page')).then((m) => ({ default: m.StandingsPage })));
const PlayoffsPage = lazy(() => withSchemas(() => import('@client/pages/playoffs-page')).then((m) => ({ default: m.PlayoffsPage })));
const BracketPage = lazy(() => withSchemas(() => import('@client/pages/bracket-page')).then((m) => ({ default: m.BracketPage })));
const ProtestsPage = lazy(() => withSchemas(() => import('@client/pages/protests-page')).then((m) => ({ default: m.ProtestsPage })));
const CoachPage = lazy(() => withSchemas(() => import('@client/pages/coach-page')).then((m) => ({ default: m.CoachPage })));
const RefereeDashboardPage = lazy(() => withSchemas(() => import('@client/pages/referee-dashboard-page')).then((m) => ({ default: m.RefereeDashboardPage })));

// Each screen of the route table (routes.ts) and the page that draws it.
function renderScreen(screen: Screen, route: ResolvedRoute): ReactNode {
  switch (screen) {
    case 'home':
      return <HomePage />;
    case 'login':
      return <LoginPage />;
    case 'admin-dashboard':
      return <AdminDashboardPage />;
    case 'announcements':
      return <AnnouncementsPage />;
    case 'league-changes':
      return <LeagueChangesPage />;
    case 'reports':
      return <ReportsPage />;
    case 'game-day':
      return <GameDayPage />;
    case 'pay':
      return <PayPage />;
    case 'protests':
      return <ProtestsPage />;
    case 'coach-home':
      return <CoachPage />;
    case 'referee-dashboard':
      return <RefereeDashboardPage />;
    case 'game-control':
      return <GameControlPage gameId={route.gameId ?? ''} />;
    case 'pending-approvals':
      return <PendingApprovalsPage />;
    case 'import':
      return <ImportPage />;
    case 'api-keys':
      return <ApiKeysPage />;
    case 'league-management':
      return <LeagueManagementPage />;
    case 'mail':
      return <MailPage />;
    case 'fan-dashboard':
      return <FanDashboardPage />;
    case 'scoreboard':
      return <ScoreboardPage />;
    case 'standings':
      return <StandingsPage />;
    case 'playoffs':
      return <PlayoffsPage />;
    case 'bracket':
      return <BracketPage bracketId={route.bracketId ?? ''} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}

// Applies the route's access rule (guards.ts) once the current user is known.
function GuardedScreen({ route, currentPath }: { route: ResolvedRoute; currentPath: string }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingNotice className="min-h-dvh" />;
  const decision = decideAccess(route, user ?? null, currentPath);
  switch (decision.kind) {
    case 'allow':
      return renderScreen(route.screen, route);
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'denied':
      return <AccessDeniedScreen message={decision.message} signInPath={decision.signInPath} />;
    case 'approval-pending':
      return <ApprovalPendingScreen />;
  }
}

export function AppRouter() {
  const [pathname] = useLocation();
  const search = useSearch();
  const route = resolveRoute(pathname);
  const currentPath = search ? `${pathname}?${search}` : pathname;
  // Guarded screens need the user: ask for it while the league loads, not after.
  useCurrentUser(route.guard !== 'public');
  // Public screens render at once; only guarded ones wait for the current user.
  const screen = (
    <Suspense fallback={<LoadingNotice className="min-h-dvh" />}>
      {route.guard === 'public' ? renderScreen(route.screen, route) : <GuardedScreen route={route} currentPath={currentPath} />}
    </Suspense>
  );
  // Spec 2.1: league-scoped routes load and check their league before anything else.
  // Keyed by slug so moving between leagues never shows the previous league's screen.
  return route.leagueSlug ? (
    <LeagueGate key={route.leagueSlug} slug={route.leagueSlug}>
      {screen}
    </LeagueGate>
  ) : (
    screen
  );
}

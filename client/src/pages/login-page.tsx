import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { LoginForm } from '@client/features/auth/login-form';
import { MarketingPanel } from '@client/features/auth/marketing-panel';
import { RegisterForm } from '@client/features/auth/register-form';
import { useLeague, useLeagueTitle } from '@client/lib/league-context';
import { leagueHomePath, returnToFromSearch } from '@client/lib/league-path';

type AuthTab = 'login' | 'register';

// Spec 2.3: /login, /{slug}/login, /leagues/{slug}/login, /{slug}/auth.
export function LoginPage() {
  const league = useLeague();
  const leagueTitle = useLeagueTitle();
  const returnTo = returnToFromSearch(useSearch());
  const leagueSlug = league?.slug ?? null;
  const [tab, setTab] = useState<AuthTab>('login');
  // After a registration the Login tab opens with that username filled in.
  const [registeredUsername, setRegisteredUsername] = useState('');

  return (
    <div className="flex min-h-dvh bg-background">
      <MarketingPanel leagueTitle={leagueTitle} />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-8 sm:px-8">
        <Link href={leagueHomePath(leagueSlug)} className="mb-6 flex items-center gap-3 md:hidden">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Trophy className="size-5" aria-hidden />
          </span>
          <span className="text-xl font-extrabold tracking-tight">{leagueTitle}</span>
        </Link>
        <Card className="w-full max-w-md">
          <CardHeader className="pb-2">
            <CardTitle level={1} className="text-2xl">{tab === 'login' ? 'Welcome back' : 'Create your account'}</CardTitle>
            <CardDescription>
              {tab === 'login' ? `Sign in to ${leagueTitle}.` : 'Fans can sign in at once; referee accounts wait for an admin to approve them.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm key={registeredUsername} leagueSlug={leagueSlug} returnTo={returnTo} defaultUsername={registeredUsername} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm
                  leagueSlug={leagueSlug}
                  onRegistered={(username) => {
                    setRegisteredUsername(username);
                    setTab('login');
                  }}
                />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <Link href={leagueHomePath(leagueSlug)} className="mt-6 text-sm font-medium text-muted-foreground hover:text-foreground">
          View the live scoreboard
        </Link>
      </main>
    </div>
  );
}

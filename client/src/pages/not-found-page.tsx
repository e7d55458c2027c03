import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { ACCESS_TEXT } from '@common/texts';
import { Button } from '@client/components/ui/button';
import { CenteredPanel } from '@client/features/shell/page-shell';

// Spec 2.2 'anything else': the fallback page.
export function NotFoundPage() {
  return (
    <CenteredPanel>
      <div className="flex items-start gap-4">
        <TriangleAlert className="mt-1 size-8 shrink-0 text-destructive" aria-hidden />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
          <p className="mt-2 text-sm text-muted-foreground">{ACCESS_TEXT.fallbackNotFound}</p>
          <Button asChild variant="outline" className="mt-5">
            <Link href="/">Go to the home page</Link>
          </Button>
        </div>
      </div>
    </CenteredPanel>
  );
}

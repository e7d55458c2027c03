import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Card, CardContent, CardHeader } from './card';

// A card that is a named region of the page: its heading (with an icon before it, if any), a line
// under it, then its content.
export function RegionCard({ id, heading, description, icon, className, contentClassName, children }: { id: string; heading: ReactNode; description?: ReactNode; icon?: ReactNode; className?: string; contentClassName?: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id} className={className}>
      <CardHeader className="gap-1">
        <h2 id={id} className={cn('text-lg leading-tight font-semibold tracking-tight', icon ? 'flex items-center gap-2' : undefined)}>
          {icon}
          {heading}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

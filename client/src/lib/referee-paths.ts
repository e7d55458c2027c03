// The referee screens' paths, in the form (/{slug}/referee or /referee) the page was opened in.
export function refereeHomePath(routeSlug: string | null): string {
  return routeSlug ? `/${routeSlug}/referee` : '/referee';
}

export function gameControlPath(routeSlug: string | null, gameId: number): string {
  return `${refereeHomePath(routeSlug)}/${gameId}`;
}

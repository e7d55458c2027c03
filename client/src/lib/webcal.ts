// A calendar feed's address as calendar apps subscribe to it (webcal://, decision 029): the same URL
// with its scheme swapped, so a tap on a phone opens "Subscribe" instead of downloading a file.
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

// The league and team feeds, under the page's own origin.
export function leagueCalendarUrl(origin: string, slug: string, teamId?: number): string {
  const path = teamId === undefined ? `/api/leagues/${slug}/calendar.ics` : `/api/leagues/${slug}/teams/${teamId}/calendar.ics`;
  return webcalUrl(`${origin}${path}`);
}

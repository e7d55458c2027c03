// A calendar date (YYYY-MM-DD) as the players' messages write it: "September 1, 2026", whatever the
// server's zone (the date is the league's, never an instant).
export function formatDateOnly(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(Date.UTC(y, m - 1, d)));
}

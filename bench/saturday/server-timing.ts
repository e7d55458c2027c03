// The server's time on a request, from its answer's `Server-Timing: app;dur=12.3` (decision 069):
// the bench takes the server's part of a write from this standard header, never from a stamp in
// the product's messages. null without one.
export function appDurationOf(header: string | string[] | undefined): number | null {
  for (const metric of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = metric.trim().split(';');
    if (name?.trim() !== 'app') continue;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'dur' && value !== undefined && value !== '' && Number.isFinite(Number(value))) return Number(value);
    }
  }
  return null;
}

import type { RosterImportDto } from '@common/schemas/rosters';
import { apiFetch } from '@client/lib/api';

// POST /api/leagues/{slug}/rosters/import[?dryRun=1]: the roster export as a multipart upload
// (apiFetch sends a FormData as it is).
export async function uploadRosters(file: File, options: { slug: string; dryRun: boolean }): Promise<RosterImportDto> {
  const form = new FormData();
  form.append('csvFile', file, file.name);
  const response = await apiFetch(`/api/leagues/${encodeURIComponent(options.slug)}/rosters/import${options.dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: form });
  return (await response.json()) as RosterImportDto;
}

export type RosterTile = { key: 'players' | 'coaches'; lines: string[] };

// The answer's counts as the results panel lists them: the counts that say something first, none
// left out (a re-import says "104 unchanged").
export function rosterTiles(result: RosterImportDto, text: { created(n: number): string; changed(n: number): string; dropped(n: number): string; unchanged(n: number): string; invited(n: number): string; linked(n: number): string }): RosterTile[] {
  const { players: p, coaches: c } = result;
  const shown = (pairs: [number, (n: number) => string][]) => {
    const lines = pairs.filter(([n]) => n > 0).map(([n, say]) => say(n));
    return lines.length > 0 ? lines : [pairs[0]![1](0)];
  };
  return [
    { key: 'players', lines: shown([[p.created, text.created], [p.changed, text.changed], [p.dropped, text.dropped], [p.unchanged, text.unchanged]]) },
    { key: 'coaches', lines: shown([[c.invited, text.invited], [c.linked, text.linked], [c.unchanged, text.unchanged]]) },
  ];
}

import type { ReactNode } from 'react';
import type { SeasonPreviewDto } from '@common/schemas/schedule';
import type { TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { Checkbox } from '@client/components/ui/checkbox';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { formatLeagueDate, formatLeagueDateTime, formatLeagueTime } from '@client/lib/league-time';
import { PreviewTable } from './preview-table';
import { SEASON_TEXT as TEXT } from './texts';

type PreviewProps = {
  preview: SeasonPreviewDto;
  teams: readonly TeamDto[];
  referees: readonly ManagedUserDto[];
  timeZone: string;
  confirmOverlap: boolean;
  onConfirmOverlap: (on: boolean) => void;
};

// A titled part of the preview.
function PreviewSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-sm font-semibold">
        {heading}
      </h3>
      {children}
    </section>
  );
}

// The games by game day, in the order they are played.
function gameDays(preview: SeasonPreviewDto, timeZone: string) {
  const days = new Map<string, SeasonPreviewDto['games']>();
  for (const game of preview.games) {
    const day = formatLeagueDate(game.scheduledDate, timeZone);
    days.set(day, [...(days.get(day) ?? []), game]);
  }
  return [...days.entries()];
}

// Issue 19: the preview before anything is written: a week-by-week grid, the balance per team, the
// pairs that found no slot and why, and the league's games already in these weeks.
export function SeasonPreview({ preview, teams, referees, timeZone, confirmOverlap, onConfirmOverlap }: PreviewProps) {
  const teamName = (id: number) => teams.find((t) => t.id === id)?.name ?? `#${id}`;
  const refereeName = (id: number | null) => {
    const r = id === null ? undefined : referees.find((x) => x.id === id);
    return r ? [r.firstName, r.lastName].filter(Boolean).join(' ') || r.username : TEXT.noReferee;
  };
  const days = gameDays(preview, timeZone);
  return (
    <div className="space-y-6">
      <p className="text-sm font-semibold">{TEXT.summary(preview.games.length, days.length)}</p>
      {preview.overlapping.length > 0 ? (
        <section aria-labelledby="season-overlap-heading" className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          <h3 id="season-overlap-heading" className="font-semibold">
            {TEXT.overlapHeading(preview.overlapping.length)}
          </h3>
          {/* scrolls when long: focusable, so a keyboard can scroll it too */}
          <ul className="max-h-32 overflow-y-auto" tabIndex={0} aria-label={TEXT.overlapHeading(preview.overlapping.length)}>
            {preview.overlapping.map((g) => (
              <li key={g.id}>
                {g.homeTeam} {TEXT.versus} {g.awayTeam}, {formatLeagueDateTime(g.scheduledDate, timeZone)}
              </li>
            ))}
          </ul>
          <LabeledControl layout="after" htmlFor="season-confirm-overlap" label={TEXT.overlapConfirm} className="flex min-h-11 items-center gap-3">
            <Checkbox id="season-confirm-overlap" checked={confirmOverlap} onCheckedChange={(on) => onConfirmOverlap(on === true)} />
          </LabeledControl>
        </section>
      ) : null}

      <div className="space-y-3">
        {days.map(([day, games], index) => (
          <section key={day} aria-labelledby={`season-week-${index}`} className="rounded-lg border">
            <h3 id={`season-week-${index}`} className="border-b bg-muted px-3 py-2 text-sm font-semibold">
              {TEXT.week(index + 1, day)}
            </h3>
            <ul className="divide-y text-sm">
              {games.map((g) => (
                <li key={`${g.scheduledDate} ${g.fieldId}`} className="grid grid-cols-[5rem_1fr] gap-x-2 px-3 py-2 sm:grid-cols-[5rem_12rem_1fr_8rem]">
                  <span className="font-semibold whitespace-nowrap tabular-nums">{formatLeagueTime(g.scheduledDate, timeZone)}</span>
                  <span className="truncate text-muted-foreground">{g.field}</span>
                  <span className="col-start-2 min-w-0 truncate sm:col-start-auto">
                    {teamName(g.homeTeamId)} {TEXT.versus} {teamName(g.awayTeamId)}
                  </span>
                  <span className="col-start-2 truncate text-xs text-muted-foreground sm:col-start-auto sm:text-sm">{refereeName(g.refereeId)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <PreviewSection id="season-balance-heading" heading={TEXT.balanceHeading}>
        <PreviewTable labelledBy="season-balance-heading" columns={Object.values(TEXT.balanceColumns)}>
          {preview.stats.map((s) => (
            <tr key={s.teamId}>
              <th scope="row" className="max-w-32 truncate px-2 py-1.5 text-left font-medium">
                {teamName(s.teamId)}
              </th>
              {[s.games, s.home, s.away, s.byes, s.early, s.late].map((n, i) => (
                <td key={i} className="px-2 py-1.5 tabular-nums">
                  {n}
                </td>
              ))}
            </tr>
          ))}
        </PreviewTable>
      </PreviewSection>

      <PreviewSection id="season-unscheduled-heading" heading={TEXT.unscheduledHeading(preview.unscheduled.length)}>
        {preview.unscheduled.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.allScheduled}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {preview.unscheduled.map((u, i) => (
              <li key={i} className="rounded-md border p-2">
                <p className="font-semibold">
                  {teamName(u.homeTeamId)} {TEXT.versus} {teamName(u.awayTeamId)}
                </p>
                <p className="text-muted-foreground">{u.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </PreviewSection>
    </div>
  );
}

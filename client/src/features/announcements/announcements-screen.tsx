import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { Megaphone, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_LIMITS, AUDIENCE_WHO, type AnnouncementBody, type AnnouncementPreviewDto, type AnnouncementSentDto } from '@common/schemas/announcements';
import type { LeagueDto } from '@common/schemas/league';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Input } from '@client/components/ui/input';
import { FieldErrorText, LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { useLeagueDivisions, useLeagueFields, useLeagueTeams } from '@client/features/admin/admin-data';
import { CheckList } from '@client/features/season/check-list';
import { apiFetch, apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-errors';
import { formatLeagueTime } from '@client/lib/league-time';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { useCheckedForm } from '@client/lib/use-checked-form';
import { cn } from '@client/lib/utils';
import { ANNOUNCEMENT_DEFAULTS, checkAnnouncement, countableAudience, teamsOfDivisions, withDivisions, type AnnouncementValues } from './announcement-form';
import { AnnouncementHistory, announcementKeys } from './announcement-history';
import { ANNOUNCEMENTS_TEXT as T } from './texts';

// the live count asks once the picker has been still this long
const COUNT_DELAY_MS = 400;

function useSettled<V>(value: V, ms: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

// What is being confirmed, and the key its send carries: a send retried after a lost answer is
// applied once; another confirmation gets another key.
type Confirming = { request: AnnouncementBody; recipients: AnnouncementPreviewDto['recipients']; key: string };

async function sendAnnouncement(slug: string, { request, key }: Confirming): Promise<AnnouncementSentDto> {
  const response = await apiFetch(`/api/leagues/${slug}/announcements`, { method: 'POST', body: request, headers: { 'Idempotency-Key': key } });
  return (await response.json()) as AnnouncementSentDto;
}

// Issue 47: the Announcements screen: write, pick the audience, see the live count, confirm, send;
// then the history.
export function AnnouncementsScreen({ league }: { league: LeagueDto }) {
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ComposeAnnouncement league={league} />
      <AnnouncementHistory league={league} />
    </div>
  );
}

function ComposeAnnouncement({ league }: { league: LeagueDto }) {
  const teams = useLeagueTeams(league.slug);
  const fields = useLeagueFields(league.slug);
  const divisions = useLeagueDivisions(league.slug);
  const [values, setValues] = useState<AnnouncementValues>(ANNOUNCEMENT_DEFAULTS);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const { errors, whenValid } = useCheckedForm(checkAnnouncement(values));
  const set = (part: Partial<AnnouncementValues>) => setValues((v) => ({ ...v, ...part }));

  // the live count: the audience as it stands, asked once the picker is still
  const audience = countableAudience(values);
  const asked = useSettled(audience ? JSON.stringify(audience) : null, COUNT_DELAY_MS);
  const preview = useQuery<AnnouncementPreviewDto>({
    queryKey: [...announcementKeys.preview(league.slug), asked],
    queryFn: () => apiJson<AnnouncementPreviewDto>('POST', `/api/leagues/${league.slug}/announcements/preview`, { audience: JSON.parse(asked!) }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
  const counting = audience !== null && (asked !== JSON.stringify(audience) || preview.isFetching);

  const sending = useApiMutation<Confirming, AnnouncementSentDto>({
    mutationFn: (chosen) => sendAnnouncement(league.slug, chosen),
    failureTitle: T.sendFailed,
    success: (result) => ({ title: T.sent, description: T.sentDetail(result.recipients.email, result.recipients.push) }),
    invalidate: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: announcementKeys.all(league.slug) }),
    onSuccess: () => {
      setConfirming(null);
      setValues((v) => ({ ...v, subject: '', body: '' }));
    },
  });

  const askToSend = () =>
    whenValid((request) => {
      const recipients = preview.data?.recipients ?? { email: 0, push: 0 };
      setConfirming({ request, recipients, key: crypto.randomUUID() });
    });

  const teamList = teams.data ?? [];
  const offeredTeams = teamsOfDivisions(teamList, values.divisionIds);
  const divisionList = divisions.data ?? [];
  const recipients = preview.data?.recipients;
  const total = recipients ? recipients.email + recipients.push : 0;
  const bodyLength = values.body.length;

  return (
    <RegionCard id="announcement-compose" heading={T.composeHeading} icon={<Megaphone className="size-5 text-primary" aria-hidden />} contentClassName="space-y-5">
      <LabeledControl htmlFor="announcement-subject" label={T.subject} required error={errors.subject}>
        <Input id="announcement-subject" value={values.subject} maxLength={ANNOUNCEMENT_LIMITS.subject} onChange={(e) => set({ subject: e.currentTarget.value })} />
      </LabeledControl>
      <LabeledControl
        htmlFor="announcement-body"
        label={T.body}
        required
        error={errors.body}
        hint={T.bodyHint}
        labelAside={
          <span id="announcement-body-count" className={cn('text-xs tabular-nums', bodyLength > ANNOUNCEMENT_LIMITS.body ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
            {T.counter(bodyLength, ANNOUNCEMENT_LIMITS.body)}
          </span>
        }
      >
        <textarea
          id="announcement-body"
          rows={7}
          value={values.body}
          aria-describedby="announcement-body-count"
          onChange={(e) => set({ body: e.currentTarget.value })}
          className="flex min-h-32 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm"
        />
      </LabeledControl>

      <fieldset className="space-y-1" aria-describedby={errors.who ? 'announcement-who-error' : undefined}>
        <legend className="mb-1 text-sm font-semibold">{T.who}</legend>
        <FieldErrorText id="announcement-who-error" error={errors.who} />
        {AUDIENCE_WHO.map((who) => (
          <LabeledControl
            key={who}
            layout="after"
            htmlFor={`announcement-who-${who}`}
            label={T.whoOptions[who].label}
            hint={T.whoOptions[who].detail}
            className="flex min-h-11 items-center gap-3 py-1"
            labelBoxClassName="min-w-0"
          >
            <Checkbox
              id={`announcement-who-${who}`}
              checked={values.who.includes(who)}
              onCheckedChange={(on) => set({ who: on === true ? AUDIENCE_WHO.filter((w) => w === who || values.who.includes(w)) : values.who.filter((w) => w !== who) })}
            />
          </LabeledControl>
        ))}
      </fieldset>

      {divisionList.length > 0 ? (
        <div className="space-y-1">
          <CheckList idPrefix="announcement-division" legend={T.divisions} items={divisionList.map((d) => ({ id: d.id, label: d.name }))} checked={values.divisionIds} onChange={(ids) => setValues((v) => withDivisions(v, ids, teamList))} />
          <p className="text-xs text-muted-foreground">{T.divisionsHint}</p>
        </div>
      ) : null}
      <div className="space-y-1">
        <div className="max-h-72 overflow-y-auto rounded-md border p-3">
          <CheckList
            idPrefix="announcement-team"
            legend={T.teams}
            items={offeredTeams.map((t) => ({ id: t.id, label: t.name, detail: t.division?.name }))}
            checked={values.teamIds}
            onChange={(teamIds) => set({ teamIds })}
          />
        </div>
        <p className="text-xs text-muted-foreground">{T.teamsHint}</p>
      </div>

      <fieldset className="space-y-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-semibold">{T.day}</legend>
        <p className="text-xs text-muted-foreground">{T.dayHint}</p>
        <div className="flex flex-wrap items-end gap-2">
          <LabeledControl htmlFor="announcement-date" label={T.date} error={errors.date} className="w-full max-w-xs">
            <Input id="announcement-date" type="date" value={values.date} onChange={(e) => set({ date: e.currentTarget.value })} />
          </LabeledControl>
          {values.date ? (
            <Button variant="outline" onClick={() => set({ date: '', fieldIds: [], from: '', to: '' })}>
              {T.clearDate}
            </Button>
          ) : null}
        </div>
        {values.date ? (
          <>
            <div className="space-y-1">
              <CheckList idPrefix="announcement-field" legend={T.fields} items={(fields.data ?? []).map((f) => ({ id: f.id, label: f.name }))} checked={values.fieldIds} onChange={(fieldIds) => set({ fieldIds })} />
              <p className="text-xs text-muted-foreground">{T.fieldsHint}</p>
            </div>
            <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
              <LabeledControl htmlFor="announcement-from" label={T.from} error={errors.from}>
                <Input id="announcement-from" type="time" value={values.from} onChange={(e) => set({ from: e.currentTarget.value })} />
              </LabeledControl>
              <LabeledControl htmlFor="announcement-to" label={T.to} error={errors.to}>
                <Input id="announcement-to" type="time" value={values.to} onChange={(e) => set({ to: e.currentTarget.value })} />
              </LabeledControl>
            </div>
            <p className="text-xs text-muted-foreground">{T.timesHint}</p>
          </>
        ) : null}
      </fieldset>

      <section aria-labelledby="announcement-recipients-heading" className="space-y-2 rounded-lg bg-muted/60 p-3">
        <h3 id="announcement-recipients-heading" className="text-sm font-semibold">
          {T.recipientsHeading}
        </h3>
        <p role="status" aria-live="polite" className="text-sm">
          {audience === null ? (
            T.chooseWho
          ) : preview.isError ? (
            serverMessage(preview.error, T.countFailed)
          ) : !recipients ? (
            T.counting
          ) : (
            <>
              <span className="font-semibold" data-testid="announcement-recipients">
                {total === 0 ? T.nobody : T.recipients(recipients.email, recipients.push)}
              </span>
              {counting ? <span className="sr-only"> {T.counting}</span> : null}
            </>
          )}
        </p>
        {preview.data && audience !== null ? <PreviewDetails preview={preview.data} timeZone={league.timezone} /> : null}
      </section>

      <div className="flex justify-end">
        <Button onClick={askToSend} disabled={audience === null || counting || total === 0 || sending.isPending} className="w-full sm:w-auto">
          <Send aria-hidden />
          {T.send}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open || sending.isPending ? undefined : setConfirming(null))}
        title={T.confirmTitle}
        description={confirming ? T.confirm(confirming.request.subject, confirming.recipients.email, confirming.recipients.push) : ''}
        confirmLabel={confirming ? T.confirmSend(confirming.recipients.email, confirming.recipients.push) : T.send}
        pendingLabel={T.sending}
        isPending={sending.isPending}
        cancelLabel={T.cancel}
        onConfirm={() => confirming && sending.mutate(confirming)}
      />
    </RegionCard>
  );
}

// The teams and games behind the count, in short.
function PreviewDetails({ preview, timeZone }: { preview: AnnouncementPreviewDto; timeZone: string }) {
  return (
    <div className="space-y-1 text-xs text-muted-foreground">
      <p>
        {T.teamsCount(preview.teams.length)}
        {preview.teams.length > 0 && preview.teams.length <= 12 ? `: ${preview.teams.map((t) => t.name).join(', ')}` : ''}
      </p>
      {preview.games.length > 0 ? (
        <>
          <p>{T.gamesCount(preview.games.length)}:</p>
          <ul className="max-h-40 space-y-0.5 overflow-y-auto">
            {preview.games.map((g) => (
              <li key={g.id} className="[overflow-wrap:anywhere]">
                {`${formatLeagueTime(g.kickoff, timeZone)} · ${g.field ?? '—'} · ${g.home} – ${g.away}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

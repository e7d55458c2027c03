import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { LeagueDto } from '@common/schemas/league';
import { Button } from '@client/components/ui/button';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { apiJson } from '@client/lib/api';
import { invalidateGames } from '@client/lib/game-lists';
import { invalidateLeagues } from './admin-data';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { AllowedSitesField } from '@client/features/embeds/allowed-sites-field';
import { LEAGUE_FIELD_LABELS, leagueSettingsForm, leagueValues, type LeagueSettingsRequest } from './league-form';
import { LeagueRefereesFields, LeagueSettingsFields } from './league-settings-fields';
import { ADMIN_TEXT } from './texts';

// Spec 2.4 League Settings: the league's default game settings, and a sync that applies the saved
// settings to the league's scheduled games and reports how many it updated. Opened from "Get embed
// code"'s Change (issue 50), the allowed sites take the focus.
export function LeagueSettingsDialog({ league, onClose, focusAllowedSites = false }: { league: LeagueDto; onClose: () => void; focusAllowedSites?: boolean }) {
  const form = useZodForm(leagueSettingsForm, leagueValues(league));
  const [synced, setSynced] = useState<number | null>(null);
  const save = useApiMutation<LeagueSettingsRequest, LeagueDto>({
    mutationFn: (body) => apiJson<LeagueDto>('PATCH', `/api/leagues/${league.id}`, body),
    failureTitle: ADMIN_TEXT.saveSettingsFailed,
    success: () => ({ title: ADMIN_TEXT.settingsSaved }),
    invalidate: invalidateLeagues,
    onSuccess: (saved) => form.reset(leagueValues(saved)),
  });
  const sync = useApiMutation<void, { gamesUpdated: number }>({
    mutationFn: () => apiJson<{ gamesUpdated: number }>('POST', `/api/leagues/${league.slug}/sync-game-settings`),
    failureTitle: ADMIN_TEXT.syncFailed,
    success: ({ gamesUpdated }) => ({ title: ADMIN_TEXT.gamesSyncedTitle, description: ADMIN_TEXT.gamesUpdated(gamesUpdated) }),
    invalidate: invalidateGames,
    onSuccess: ({ gamesUpdated }) => setSynced(gamesUpdated),
  });

  function submit(request: LeagueSettingsRequest): void {
    setSynced(null);
    save.mutate(request);
  }
  const refused = refusedForm(LEAGUE_FIELD_LABELS);

  const dirty = form.formState.isDirty;
  return (
    <TitledDialog title={ADMIN_TEXT.settingsTitle} description={ADMIN_TEXT.settingsDescription} onClose={onClose} className="sm:max-w-2xl">
      <form onSubmit={form.handleSubmit(submit, refused)} className="space-y-4" noValidate>
        <LeagueSettingsFields form={form} idPrefix="settings" />
        <LeagueRefereesFields form={form} idPrefix="settings" />
        <AllowedSitesField id="settings-embed-origins" field={form.register('embedOrigins')} error={form.errorOf('embedOrigins')} focusOnOpen={focusAllowedSites} />
        <FormDialogFooter cancel={ADMIN_TEXT.cancel} onCancel={onClose} submit={ADMIN_TEXT.saveSettings} pending={save.isPending} pendingLabel={ADMIN_TEXT.saving} />
      </form>
      <section aria-labelledby="sync-heading" className="space-y-3 rounded-lg border bg-muted/40 p-4">
        <div>
          <h3 id="sync-heading" className="text-sm font-semibold">
            {ADMIN_TEXT.syncHeading}
          </h3>
          <p className="text-xs text-muted-foreground">{dirty ? ADMIN_TEXT.syncUnsaved : ADMIN_TEXT.syncDescription}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" disabled={dirty || sync.isPending} onClick={() => sync.mutate()}>
            <RefreshCw aria-hidden className={sync.isPending ? 'animate-spin' : undefined} />
            {sync.isPending ? ADMIN_TEXT.syncing : ADMIN_TEXT.syncGames}
          </Button>
          {synced !== null ? (
            <p role="status" className="text-sm font-medium text-emerald-700">
              {ADMIN_TEXT.gamesUpdated(synced)}
            </p>
          ) : null}
        </div>
      </section>
    </TitledDialog>
  );
}

import { Eye, LoaderCircle, Upload } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { RegionCard } from '@client/components/ui/region-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { CsvFormatHelp } from './csv-format-help';
import { FileChooser } from './file-chooser';
import { ImportHistory } from './import-history';
import { ImportResults, ResultsPlaceholder } from './import-results';
import { RosterImport } from './roster-import';
import { ROSTER_IMPORT_TEXT } from './roster-texts';
import { IMPORT_TEXT } from './texts';
import { useWorkingLeague } from '@client/lib/use-working-league';
import { useSportsConnectImport } from './use-sports-connect-import';

// Spec 2.10: the Import Data page's one tab — chooser, Preview, Import Data, results, the format
// help and the league's import history.
export function SportsConnectImport() {
  const { routeSlug: uploadSlug, slug, timeZone } = useWorkingLeague();
  const { file, outcome, chooseFile, preview, importData, pendingMode } = useSportsConnectImport({ uploadSlug, slug });
  const busy = pendingMode !== null;

  return (
    <Tabs defaultValue="sports-connect">
      <TabsList>
        <TabsTrigger value="sports-connect">{IMPORT_TEXT.tab}</TabsTrigger>
        {/* issue 49: the league's roster export (decision 079) */}
        <TabsTrigger value="rosters">{ROSTER_IMPORT_TEXT.tab}</TabsTrigger>
      </TabsList>
      <TabsContent value="sports-connect" className="mt-5">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            <RegionCard id="import-file-heading" heading={IMPORT_TEXT.chooserHeading} description={IMPORT_TEXT.chooserDescription} contentClassName="space-y-4">
              <FileChooser file={file} onChoose={chooseFile} disabled={busy} />
              <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
                <Button variant="outline" onClick={preview} disabled={busy}>
                  {pendingMode === 'preview' ? <LoaderCircle className="animate-spin" aria-hidden /> : <Eye aria-hidden />}
                  {pendingMode === 'preview' ? IMPORT_TEXT.previewing : IMPORT_TEXT.preview}
                </Button>
                <Button onClick={importData} disabled={busy}>
                  {pendingMode === 'import' ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
                  {pendingMode === 'import' ? IMPORT_TEXT.importing : IMPORT_TEXT.importData}
                </Button>
              </div>
            </RegionCard>
            {outcome ? <ImportResults outcome={outcome} /> : <ResultsPlaceholder />}
          </div>
          <div className="min-w-0 space-y-6">
            <CsvFormatHelp timeZone={timeZone} />
            {slug ? <ImportHistory slug={slug} timeZone={timeZone} /> : null}
          </div>
        </div>
      </TabsContent>
      <TabsContent value="rosters" className="mt-5">
        <RosterImport slug={slug} />
      </TabsContent>
    </Tabs>
  );
}

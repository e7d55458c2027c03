import { useState } from 'react';
import type { CreatedApiKeyDto } from '@common/schemas/api-keys';
import { GenerateKeyForm } from './generate-key-form';
import { IntegrationHelp } from './integration-help';
import { KeyList } from './key-list';
import { NewKeyBanner } from './new-key-banner';
import { useApiKeys, useGenerateApiKey } from './use-api-keys';

// Spec 2.12: the one-time key banner on top, then the generate form and the key list beside the
// integration help (stacked below lg), whose code examples get the wider column.
export function ApiKeysManager() {
  const keys = useApiKeys();
  const generate = useGenerateApiKey();
  // The only copy of the full key in the browser, in memory: dismissing, leaving or reloading drops
  // it. Held here rather than read from the mutation, so a failed second attempt keeps the first.
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);

  function dismiss(): void {
    setCreated(null);
    generate.reset();
  }

  return (
    <>
      {created ? <NewKeyBanner key={created.keyId} created={created} onDismiss={dismiss} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 space-y-6">
          <GenerateKeyForm
            isGenerating={generate.isPending}
            onGenerate={(name, onGenerated) =>
              generate.mutate(name, {
                onSuccess: (key) => {
                  setCreated(key);
                  onGenerated();
                },
              })
            }
          />
          <KeyList query={keys} />
        </div>
        <div className="min-w-0">
          <IntegrationHelp origin={window.location.origin} />
        </div>
      </div>
    </>
  );
}

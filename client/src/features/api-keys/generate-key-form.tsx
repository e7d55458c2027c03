import { KeyRound, LoaderCircle } from 'lucide-react';
import { z } from 'zod';
import { LIMITS } from '@common/constants';
import { Button } from '@client/components/ui/button';
import { RegionCard } from '@client/components/ui/region-card';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { refusedForm, requireFilled } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { API_KEYS_TEXT } from './texts';

type GenerateFields = { name: string };

// Spec 5: a non-blank name is required (its input holds at most the server's length).
const generateForm = z
  .object({ name: z.string() })
  .superRefine(requireFilled<GenerateFields>(API_KEYS_TEXT.blankNameBody, { text: ['name'] }))
  .transform(({ name }) => name.trim());

type GenerateKeyFormProps = {
  onGenerate: (name: string, onGenerated: () => void) => void;
  isGenerating: boolean;
};

// Spec 2.12 / 5: the generate form; a non-blank name is required.
export function GenerateKeyForm({ onGenerate, isGenerating }: GenerateKeyFormProps) {
  const { register, handleSubmit, reset } = useZodForm(generateForm, { name: '' });

  return (
    <RegionCard id="generate-key-heading" heading={API_KEYS_TEXT.generateHeading} description={API_KEYS_TEXT.generateDescription}>
      <form onSubmit={handleSubmit((name) => onGenerate(name, () => reset({ name: '' })), refusedForm({}, API_KEYS_TEXT.blankNameTitle))} noValidate className="space-y-4">
        <LabeledControl htmlFor="api-key-name" label={API_KEYS_TEXT.nameLabel} required>
          <Input
            id="api-key-name"
            autoComplete="off"
            maxLength={LIMITS.name.max}
            placeholder={API_KEYS_TEXT.namePlaceholder}
            aria-describedby="api-key-name-hint"
            readOnly={isGenerating}
            {...register('name')}
          />
          <p id="api-key-name-hint" className="text-xs text-muted-foreground">
            {API_KEYS_TEXT.nameHint}
          </p>
        </LabeledControl>
        <div className="flex justify-end">
          <Button type="submit" disabled={isGenerating} className="w-full sm:w-auto">
            {isGenerating ? <LoaderCircle className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
            {isGenerating ? API_KEYS_TEXT.generating : API_KEYS_TEXT.generate}
          </Button>
        </div>
      </form>
    </RegionCard>
  );
}

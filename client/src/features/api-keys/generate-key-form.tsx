import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '@common/constants';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { toast } from '@client/lib/use-toast';
import { API_KEYS_TEXT } from './texts';

type GenerateFields = { name: string };

type GenerateKeyFormProps = {
  onGenerate: (name: string, onGenerated: () => void) => void;
  isGenerating: boolean;
};

// Spec 2.12 / 5: the generate form; a non-blank name is required.
export function GenerateKeyForm({ onGenerate, isGenerating }: GenerateKeyFormProps) {
  const { register, handleSubmit, reset } = useForm<GenerateFields>({ defaultValues: { name: '' } });

  function submit(fields: GenerateFields): void {
    const name = fields.name.trim();
    if (!name) {
      toast({ variant: 'destructive', title: API_KEYS_TEXT.blankNameTitle, description: API_KEYS_TEXT.blankNameBody });
      return;
    }
    onGenerate(name, () => reset({ name: '' }));
  }

  return (
    <Card role="region" aria-labelledby="generate-key-heading">
      <CardHeader className="gap-1">
        <h2 id="generate-key-heading" className="text-lg leading-tight font-semibold tracking-tight">
          {API_KEYS_TEXT.generateHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{API_KEYS_TEXT.generateDescription}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
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
      </CardContent>
    </Card>
  );
}

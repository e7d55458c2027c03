import { Controller, type UseFormReturn } from 'react-hook-form';
import { normalizeSlug } from '@common/slug';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { fieldError } from '@client/lib/form-errors';
import { FormSection } from './form-parts';
import { slugAsTyped, type LeagueValues } from './league-form';
import { LeagueSettingsFields } from './league-settings-fields';
import { ADMIN_TEXT } from './texts';

// Create League and Edit League (spec 5): name, address and the league's default settings.
export function LeagueFormFields<Request>({ form, idPrefix }: { form: UseFormReturn<LeagueValues, unknown, Request>; idPrefix: string }) {
  const slug = form.watch('slug');
  const name = form.watch('name');
  const shownSlug = slug.trim() ? slugAsTyped(slug.trim()) : normalizeSlug(name);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledControl htmlFor={`${idPrefix}-name`} error={fieldError(form.formState.errors, 'name')} label={ADMIN_TEXT.leagueFields.name} required>
          <Input id={`${idPrefix}-name`} maxLength={100} autoComplete="off" {...form.register('name')} />
        </LabeledControl>
        <Controller
          control={form.control}
          name="slug"
          render={({ field }) => (
            <LabeledControl htmlFor={`${idPrefix}-slug`} error={fieldError(form.formState.errors, 'slug')} label={ADMIN_TEXT.leagueFields.slug} hint={ADMIN_TEXT.slugHint(shownSlug)}>
              <Input
                id={`${idPrefix}-slug`}
                maxLength={63}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={normalizeSlug(name) || undefined}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                // Spec 5: lowercase, and other characters become hyphens, as the person types.
                onChange={(event) => field.onChange(slugAsTyped(event.target.value))}
              />
            </LabeledControl>
          )}
        />
      </div>
      <FormSection title={ADMIN_TEXT.defaultSettingsSection}>
        <LeagueSettingsFields form={form} idPrefix={idPrefix} />
      </FormSection>
    </div>
  );
}

import type { UseFormReturn } from 'react-hook-form';
import { FORMAT_PRESETS, LIMITS, TIMEZONES, type GameFormat } from '@common/constants';
import { TIEBREAKERS } from '@common/standings/rank';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { fieldError } from '@client/lib/form-errors';
import { CheckboxField, ChoiceSelect, FORMAT_CHOICES, NumberInput, TIMEOUT_TYPE_CHOICES } from './form-parts';
import type { LeagueValues } from './league-form';
import { ADMIN_TEXT } from './texts';

const S = ADMIN_TEXT.settingsFields;
const TIEBREAKER_CHOICES = TIEBREAKERS.map((step) => ({ value: step, label: ADMIN_TEXT.tiebreakerNames[step] }));

// The league's default game settings and time zone (spec 5 League form and League Settings), shared
// by League Settings, Create League and Edit League.
export function LeagueSettingsFields<Request>({ form, idPrefix }: { form: UseFormReturn<LeagueValues, unknown, Request>; idPrefix: string }) {
  const { register, control, setValue } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorOf = (name: keyof LeagueValues) => fieldError(form.formState.errors, name);
  const tiebreakersError = errorOf('tiebreakers');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabeledControl htmlFor={id('format')} error={errorOf('defaultGameFormat')} label={S.gameFormat}>
        <ChoiceSelect
          id={id('format')}
          field={register('defaultGameFormat', {
            // Spec 5: quarters -> 4 x 15 minutes; halves -> 2 x 25 minutes.
            onChange: (event: { target: { value: string } }) => {
              const preset = FORMAT_PRESETS[event.target.value as GameFormat];
              if (preset) setValue('defaultPeriodDuration', String(preset.periodDuration), { shouldDirty: true });
            },
          })}
          choices={FORMAT_CHOICES}
        />
      </LabeledControl>
      <LabeledControl htmlFor={id('period')} error={errorOf('defaultPeriodDuration')} label={S.periodDuration}>
        <NumberInput id={id('period')} min={LIMITS.periodDuration.min} max={LIMITS.periodDuration.max} field={register('defaultPeriodDuration')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('timeouts')} error={errorOf('defaultTimeoutsPerPeriod')} label={S.timeoutsPerPeriod}>
        <NumberInput id={id('timeouts')} min={LIMITS.leagueTimeouts.min} max={LIMITS.leagueTimeouts.max} field={register('defaultTimeoutsPerPeriod')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('timeout-type')} error={errorOf('timeoutType')} label={S.timeoutType}>
        <ChoiceSelect id={id('timeout-type')} field={register('timeoutType')} choices={TIMEOUT_TYPE_CHOICES} />
      </LabeledControl>
      <LabeledControl htmlFor={id('blitzes')} error={errorOf('defaultBlitzesPerPeriod')} label={S.blitzesPerPeriod} hint={`0 = ${ADMIN_TEXT.blitzesDisabled}`}>
        <NumberInput id={id('blitzes')} min={LIMITS.leagueBlitzes.min} max={LIMITS.leagueBlitzes.max} field={register('defaultBlitzesPerPeriod')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('timezone')} error={errorOf('timezone')} label={S.timezone}>
        <ChoiceSelect id={id('timezone')} field={register('timezone')} choices={TIMEZONES.map((zone) => ({ value: zone.value, label: `${zone.label} (${zone.value})` }))} />
      </LabeledControl>
      <LabeledControl htmlFor={id('timeout-duration')} error={errorOf('timeoutDuration')} label={S.timeoutDuration}>
        <NumberInput id={id('timeout-duration')} min={LIMITS.timeoutDuration.min} max={LIMITS.timeoutDuration.max} field={register('timeoutDuration')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('halftime')} error={errorOf('halftimeDuration')} label={S.halftimeDuration}>
        <NumberInput id={id('halftime')} min={LIMITS.halftimeDuration.min} max={LIMITS.halftimeDuration.max} field={register('halftimeDuration')} />
      </LabeledControl>
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="autoTimeouts" id={id('auto-timeouts')} label={S.autoTimeouts} hint={ADMIN_TEXT.autoTimeoutsHint} />
      </div>
      <fieldset className="grid gap-4 border-t pt-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="float-left text-sm font-semibold sm:col-span-2">{S.standingsHeading}</legend>
        <p className="text-xs text-muted-foreground sm:col-span-2">{S.standingsHint}</p>
        {TIEBREAKERS.map((_, index) => (
          <LabeledControl key={index} htmlFor={id(`tiebreaker-${index}`)} label={S.tiebreaker(index + 1)}>
            <ChoiceSelect
              id={id(`tiebreaker-${index}`)}
              field={register(`tiebreakers.${index}`)}
              choices={TIEBREAKER_CHOICES}
              none={S.noTiebreaker}
              aria-describedby={tiebreakersError ? id('tiebreakers-error') : undefined}
              aria-invalid={tiebreakersError ? true : undefined}
            />
          </LabeledControl>
        ))}
        {tiebreakersError ? (
          <p id={id('tiebreakers-error')} className="text-xs font-medium text-destructive sm:col-span-2">
            {tiebreakersError}
          </p>
        ) : null}
        <LabeledControl htmlFor={id('pd-cap')} error={errorOf('pointDifferentialCap')} label={S.pointDifferentialCap} hint={S.pointDifferentialCapHint}>
          <NumberInput id={id('pd-cap')} min={1} max={100} field={register('pointDifferentialCap')} />
        </LabeledControl>
      </fieldset>
    </div>
  );
}

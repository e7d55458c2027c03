import type { UseFormReturn } from 'react-hook-form';
import { FORMAT_PRESETS, GAME_FORMATS, LIMITS, TIMEOUT_TYPES, TIMEZONES, type GameFormat } from '@common/constants';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Select } from '@client/components/ui/select';
import { CheckboxField, NumberInput } from './form-parts';
import type { LeagueValues } from './league-form';
import { ADMIN_TEXT } from './texts';

const S = ADMIN_TEXT.settingsFields;



// The league's default game settings and time zone (spec 5 League form and League Settings), shared
// by League Settings, Create League and Edit League.
export function LeagueSettingsFields({ form, idPrefix }: { form: UseFormReturn<LeagueValues>; idPrefix: string }) {
  const { register, control, setValue } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabeledControl htmlFor={id('format')} label={S.gameFormat}>
        <Select
          id={id('format')}
          {...register('defaultGameFormat', {
            // Spec 5: quarters -> 4 x 15 minutes; halves -> 2 x 25 minutes.
            onChange: (event: { target: { value: string } }) => {
              const preset = FORMAT_PRESETS[event.target.value as GameFormat];
              if (preset) setValue('defaultPeriodDuration', String(preset.periodDuration), { shouldDirty: true });
            },
          })}
        >
          {GAME_FORMATS.map((format) => (
            <option key={format} value={format}>
              {ADMIN_TEXT.gameFormat[format]} ({FORMAT_PRESETS[format].totalPeriods})
            </option>
          ))}
        </Select>
      </LabeledControl>
      <LabeledControl htmlFor={id('period')} label={S.periodDuration}>
        <NumberInput id={id('period')} min={LIMITS.periodDuration.min} max={LIMITS.periodDuration.max} field={register('defaultPeriodDuration')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('timeouts')} label={S.timeoutsPerPeriod}>
        <NumberInput id={id('timeouts')} min={LIMITS.leagueTimeouts.min} max={LIMITS.leagueTimeouts.max} field={register('defaultTimeoutsPerPeriod')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('timeout-type')} label={S.timeoutType}>
        <Select id={id('timeout-type')} {...register('timeoutType')}>
          {TIMEOUT_TYPES.map((type) => (
            <option key={type} value={type}>
              {ADMIN_TEXT.timeoutType[type]}
            </option>
          ))}
        </Select>
      </LabeledControl>
      <LabeledControl htmlFor={id('blitzes')} label={S.blitzesPerPeriod} hint={`0 = ${ADMIN_TEXT.blitzesDisabled}`}>
        <NumberInput id={id('blitzes')} min={LIMITS.leagueBlitzes.min} max={LIMITS.leagueBlitzes.max} field={register('defaultBlitzesPerPeriod')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('timezone')} label={S.timezone}>
        <Select id={id('timezone')} {...register('timezone')}>
          {TIMEZONES.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label} ({zone.value})
            </option>
          ))}
        </Select>
      </LabeledControl>
      <LabeledControl htmlFor={id('timeout-duration')} label={S.timeoutDuration}>
        <NumberInput id={id('timeout-duration')} min={LIMITS.timeoutDuration.min} max={LIMITS.timeoutDuration.max} field={register('timeoutDuration')} />
      </LabeledControl>
      <LabeledControl htmlFor={id('halftime')} label={S.halftimeDuration}>
        <NumberInput id={id('halftime')} min={LIMITS.halftimeDuration.min} max={LIMITS.halftimeDuration.max} field={register('halftimeDuration')} />
      </LabeledControl>
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="autoTimeouts" id={id('auto-timeouts')} label={S.autoTimeouts} hint={ADMIN_TEXT.autoTimeoutsHint} />
      </div>
    </div>
  );
}

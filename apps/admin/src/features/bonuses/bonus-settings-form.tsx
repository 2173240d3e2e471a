import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZBonusSettings, type TBonusSettings } from '@app/contracts/bonus-settings';
import { CheckboxField } from '../../components/checkbox-field';
import { FormField } from '../../components/form-field';

interface BonusSettingsFormProps {
  readonly settings: TBonusSettings;
  readonly canChange: boolean;
  readonly saving: boolean;
  readonly error?: string;
  readonly onSave: (next: TBonusSettings) => void;
}

const BONUSES = [
  { key: 'welcome', title: 'Welcome bonus', hint: 'Claimed once, after sign-up.' },
  { key: 'daily', title: 'Daily bonus', hint: 'Claimed once per US Eastern day.' },
  {
    key: 'referral',
    title: 'Referral bonus',
    hint: 'Earned by the referrer when an invited friend’s first purchase is credited.',
  },
] as const;

/**
 * The bonus amounts, checked with the contract's schema (the server's own messages) before they
 * are sent. Changes are live for players at once and audited by the server.
 */
export function BonusSettingsForm({
  settings,
  canChange,
  saving,
  error,
  onSave,
}: BonusSettingsFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TBonusSettings>({ resolver: zodResolver(ZBonusSettings), values: settings });
  const number = { valueAsNumber: true } as const;
  const disabled = !canChange || saving;

  return (
    <form className="bonus-settings" onSubmit={handleSubmit(onSave)} noValidate>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {BONUSES.map(({ key, title, hint }) => (
        <fieldset key={key} className="panel editor-form" disabled={disabled}>
          <legend className="bonus-settings__legend">{title}</legend>
          <p className="field-hint editor-wide">{hint}</p>
          <FormField
            label="GC"
            type="number"
            step="0.01"
            min="0"
            error={errors[key]?.gc?.message ?? errors[key]?.message}
            {...register(`${key}.gc`, number)}
          />
          <FormField
            label="SC"
            type="number"
            step="0.01"
            min="0"
            error={errors[key]?.sc?.message}
            {...register(`${key}.sc`, number)}
          />
          {key === 'referral' && (
            <FormField
              label="Monthly cap per referrer"
              type="number"
              step={1}
              min="0"
              hint="Bonuses one player can earn in a US Eastern calendar month"
              error={errors.referral?.monthlyCap?.message}
              {...register('referral.monthlyCap', number)}
            />
          )}
          <div className="bonus-settings__active">
            <CheckboxField label="Active" {...register(`${key}.isActive`)} />
          </div>
        </fieldset>
      ))}
      {canChange && (
        <div className="editor-form-actions">
          <button type="submit" className="button-primary" disabled={saving || !isDirty}>
            {saving ? 'Saving…' : 'Save bonus amounts'}
          </button>
          <button
            type="button"
            className="button-quiet"
            disabled={!isDirty}
            onClick={() => reset(settings)}
          >
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}

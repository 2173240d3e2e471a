import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ZGameSettings,
  type TAdminGame,
  type TAdminGameCategory,
  type TGameSettings,
} from '@app/contracts/catalogue-admin';
import { CheckboxField } from '../../components/checkbox-field';
import { EditorForm } from '../../components/editor-form';
import { FormField } from '../../components/form-field';

type FormInput = z.input<typeof ZGameSettings>;

/** The editable settings of a game, as the form starts with them. */
export function settingsOf(game: TAdminGame): TGameSettings {
  return {
    isActive: game.isActive,
    isFeatured: game.isFeatured,
    sortOrder: game.sortOrder,
    categoryIds: game.categoryIds,
    minBetGc: game.minBetGc,
    maxBetGc: game.maxBetGc,
    minBetSc: game.minBetSc,
    maxBetSc: game.maxBetSc,
  };
}

/** The bet limits, in coins, in the order the form shows them. */
const BET_LIMIT_FIELDS = [
  { name: 'minBetGc', label: 'Min bet GC' },
  { name: 'maxBetGc', label: 'Max bet GC' },
  { name: 'minBetSc', label: 'Min bet SC' },
  { name: 'maxBetSc', label: 'Max bet SC' },
] as const;

interface GameEditFormProps {
  readonly game: TAdminGame;
  readonly categories: readonly TAdminGameCategory[];
  readonly onSave: (settings: TGameSettings) => void;
  readonly onClose: () => void;
  readonly saving: boolean;
  readonly error?: string;
}

/**
 * One game's visibility, order, categories and bet limits (coins), validated with the contract's
 * schema before it is sent. The theoretical RTP comes from the engine and is shown, not edited.
 */
export function GameEditForm({
  game,
  categories,
  onSave,
  onClose,
  saving,
  error,
}: GameEditFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, TGameSettings>({
    resolver: zodResolver(ZGameSettings),
    defaultValues: settingsOf(game),
  });
  const amount = { valueAsNumber: true } as const;
  const rtp = game.theoreticalRtp;

  return (
    <EditorForm
      label={`Edit ${game.name}`}
      heading={
        <>
          {game.name}{' '}
          <span className="muted">
            · {game.gameType} · {game.themeKey}
          </span>
        </>
      }
      error={error}
      saving={saving}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
    >
      <CheckboxField label="Active (in the lobby)" autoFocus {...register('isActive')} />
      <CheckboxField label="Featured" {...register('isFeatured')} />
      <FormField
        label="Order"
        type="number"
        step={1}
        hint="Smaller comes first in All Games"
        error={errors.sortOrder?.message}
        {...register('sortOrder', amount)}
      />
      <div className="field">
        <span className="field-label-text">Theoretical RTP</span>
        <p className="read-only-figure" aria-live="off">
          {rtp ? `${rtp.rtp} (${rtp.method})` : 'Unknown theme'}
        </p>
        {rtp && <p className="field-hint">{rtp.basis}</p>}
      </div>
      {BET_LIMIT_FIELDS.map(({ name, label }) => (
        <FormField
          key={name}
          label={label}
          type="number"
          step="0.01"
          error={errors[name]?.message}
          {...register(name, amount)}
        />
      ))}
      <fieldset className="editor-wide">
        <legend>Lobby categories</legend>
        <Controller
          control={control}
          name="categoryIds"
          render={({ field }) => (
            <div className="checkbox-group">
              {categories.map((category) => (
                <CheckboxField
                  key={category.categoryId}
                  label={category.isActive ? category.name : `${category.name} (hidden)`}
                  checked={field.value.includes(category.categoryId)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, category.categoryId]
                        : field.value.filter((id) => id !== category.categoryId),
                    )
                  }
                />
              ))}
            </div>
          )}
        />
        {errors.categoryIds?.message && (
          <p className="field-error" role="alert">
            {errors.categoryIds.message}
          </p>
        )}
      </fieldset>
    </EditorForm>
  );
}

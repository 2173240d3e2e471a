import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminPackage, TPackageInput } from '@app/contracts/packages-admin';
import { CheckboxField } from '../../components/checkbox-field';
import { EditorForm } from '../../components/editor-form';
import { FormField } from '../../components/form-field';
import {
  formValuesOf,
  NEW_PACKAGE_FORM,
  ZPackageForm,
  type TPackageFormValues,
} from './package-form-schema';

interface NumberField {
  readonly name: 'amount' | 'gcCoin' | 'scCoin' | 'sortOrder';
  readonly label: string;
  readonly step: string | number;
  readonly hint?: string;
}

/** The package's price, coins and order, in the order the form shows them (none below zero). */
const NUMBER_FIELDS: readonly NumberField[] = [
  { name: 'amount', label: 'Price (USD)', step: '0.01' },
  { name: 'gcCoin', label: 'GC', step: '0.01' },
  { name: 'scCoin', label: 'SC', step: '0.01' },
  { name: 'sortOrder', label: 'Order', step: 1, hint: 'Smaller comes first in the store' },
];

interface PackageEditFormProps {
  /** The package to edit; none for a new one. */
  readonly pkg?: TAdminPackage;
  readonly onSave: (input: TPackageInput) => void;
  readonly onClose: () => void;
  readonly saving: boolean;
  readonly error?: string;
}

/**
 * A package's price, coins, offers and place in the store. Checked with the contract's schema
 * (the same messages the server answers) before it is sent.
 */
export function PackageEditForm({ pkg, onSave, onClose, saving, error }: PackageEditFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TPackageFormValues, unknown, TPackageInput>({
    resolver: zodResolver(ZPackageForm),
    defaultValues: pkg ? formValuesOf(pkg) : NEW_PACKAGE_FORM,
  });
  const number = { valueAsNumber: true } as const;
  const welcome = useWatch({ control, name: 'welcomePurchaseBonusApplicable' });

  return (
    <EditorForm
      label={pkg ? `Edit package ${pkg.packageId}` : 'New package'}
      heading={pkg ? `Package ${pkg.packageId}` : 'New package'}
      lead={
        pkg &&
        pkg.purchaseCount > 0 && (
          <p className="field-hint editor-wide">
            Bought {pkg.purchaseCount} times: purchases keep the price and coins they were sold
            with.
          </p>
        )
      }
      error={error}
      saving={saving}
      submitLabel={pkg ? 'Save' : 'Create package'}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
    >
      {NUMBER_FIELDS.map(({ name, label, step, hint }, index) => (
        <FormField
          key={name}
          label={label}
          type="number"
          step={step}
          min="0"
          autoFocus={index === 0}
          hint={hint}
          error={errors[name]?.message}
          {...register(name, number)}
        />
      ))}
      <fieldset className="editor-wide">
        <legend>Offers</legend>
        <div className="checkbox-group">
          <CheckboxField
            label="First-purchase bonus applies"
            {...register('firstPurchaseApplicable')}
          />
          <CheckboxField
            label="Welcome offer (after sign-up)"
            {...register('welcomePurchaseBonusApplicable')}
          />
          <CheckboxField
            label="One-time offer (once per player)"
            {...register('oneTimePurchaseBonusApplicable')}
          />
        </div>
        <p className="field-hint">
          Welcome and one-time offers count down in the store and feed the flash sale: the offer
          that ends first is the one it shows.
        </p>
      </fieldset>
      {welcome && (
        <FormField
          label="Welcome minutes"
          type="number"
          step={1}
          min="1"
          hint="Sold this long after a player signs up"
          error={errors.welcomePurchaseBonusApplicableMinutes?.message}
          {...register('welcomePurchaseBonusApplicableMinutes', number)}
        />
      )}
      <FormField
        label="Valid till"
        type="datetime-local"
        hint="Your time zone; empty: no end"
        error={errors.validTill?.message}
        {...register('validTill')}
      />
      <div className="editor-wide">
        <FormField
          label="Image"
          placeholder="/images/packages/coin-stack-1.svg"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
      </div>
    </EditorForm>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { TVipTier } from '@app/contracts/vip';
import { ZVipTierInput, type TVipTierInput } from '@app/contracts/vip-admin';
import { CheckboxField } from '../../components/checkbox-field';
import { EditorForm } from '../../components/editor-form';
import { FormField } from '../../components/form-field';

type FormInput = z.input<typeof ZVipTierInput>;

/** What the form starts with: the tier as it is. */
export function inputOf(tier: TVipTier): TVipTierInput {
  return {
    name: tier.name,
    gcRequiredPurchase: tier.gcRequiredPurchase,
    scRequiredPlay: tier.scRequiredPlay,
    bonusGc: tier.bonusGc,
    bonusSc: tier.bonusSc,
    boost: tier.boost,
    rakeback: tier.rakeback,
    liveSupport: tier.liveSupport,
  };
}

interface AmountField {
  readonly name:
    'gcRequiredPurchase' | 'scRequiredPlay' | 'bonusGc' | 'bonusSc' | 'boost' | 'rakeback';
  readonly label: string;
  readonly step: string | number;
  readonly hint?: string;
}

/** The tier's amounts, in the order the form shows them. */
const AMOUNT_FIELDS: readonly AmountField[] = [
  {
    name: 'gcRequiredPurchase',
    label: 'GC bought to reach',
    step: '0.01',
    hint: 'Reached by this much GC bought or the SC below played',
  },
  { name: 'scRequiredPlay', label: 'SC played to reach', step: '0.01' },
  { name: 'bonusGc', label: 'Reward GC', step: '0.01', hint: 'Claimed once on the VIP page' },
  { name: 'bonusSc', label: 'Reward SC', step: '0.01' },
  {
    name: 'boost',
    label: 'Purchase boost (%)',
    step: 1,
    hint: 'Added to the coins of every package',
  },
  { name: 'rakeback', label: 'Rakeback (% of SC played)', step: '0.01' },
];

interface VipTierFormProps {
  readonly tier: TVipTier;
  readonly onSave: (input: TVipTierInput) => void;
  readonly onClose: () => void;
  readonly saving: boolean;
  readonly error?: string;
}

/**
 * One tier's name, what reaching it asks (GC bought OR SC played), its one-time reward, purchase
 * boost and perks, checked with the contract's schema; the server checks the order of tiers.
 */
export function VipTierForm({ tier, onSave, onClose, saving, error }: VipTierFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, TVipTierInput>({
    resolver: zodResolver(ZVipTierInput),
    defaultValues: inputOf(tier),
  });
  const amount = { valueAsNumber: true } as const;
  return (
    <EditorForm
      label={`Edit ${tier.name}`}
      heading={
        <>
          {tier.name} <span className="muted">· level {tier.level}</span>
        </>
      }
      error={error}
      saving={saving}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
    >
      <FormField label="Name" autoFocus error={errors.name?.message} {...register('name')} />
      {AMOUNT_FIELDS.map(({ name, label, step, hint }) => (
        <FormField
          key={name}
          label={label}
          type="number"
          step={step}
          hint={hint}
          error={errors[name]?.message}
          {...register(name, amount)}
        />
      ))}
      <CheckboxField label="Priority live support" {...register('liveSupport')} />
    </EditorForm>
  );
}

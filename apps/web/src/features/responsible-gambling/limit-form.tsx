import { useId, useState, type FormEvent } from 'react';
import {
  LIMIT_PERIODS,
  ZSetLimitRequest,
  type TLimit,
  type TLimitKind,
  type TLimitPeriod,
} from '@app/contracts/responsible-gambling';
import { SelectField, TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { placeApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useSetLimit } from './api/set-limit';
import { KIND_HELP, KIND_TITLES, limitValueText, pendingText } from './limit-texts';

const PERIOD_LABELS: Record<TLimitPeriod, string> = {
  daily: 'Daily (US Eastern day)',
  weekly: 'Weekly (last 7 days)',
  monthly: 'Monthly (last 30 days)',
};

interface LimitFormProps {
  readonly kind: TLimitKind;
  readonly limits: readonly TLimit[];
}

/** One kind of limit: its period (and coin), the value now, and a field to set a new one. */
export function LimitForm({ kind, limits }: LimitFormProps) {
  const headingId = useId();
  const [period, setPeriod] = useState<TLimitPeriod>('daily');
  const [coinType, setCoinType] = useState<'GC' | 'SC'>('SC');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const setLimit = useSetLimit();
  const hasCoin = kind === 'wager' || kind === 'loss';
  const current = limits.find(
    (l) =>
      l.kind === kind &&
      (kind === 'session' || l.period === period) &&
      (!hasCoin || l.coinType === coinType),
  );
  const unit = kind === 'purchase' ? 'USD' : kind === 'session' ? 'minutes' : coinType;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim() === '' ? Number.NaN : Number(value);
    const body =
      kind === 'session'
        ? { kind, minutes: number }
        : kind === 'purchase'
          ? { kind, period, amount: number }
          : { kind, coinType, period, amount: number };
    const parsed = ZSetLimitRequest.safeParse(body);
    if (!parsed.success) {
      setError(
        Number.isNaN(number)
          ? kind === 'session'
            ? 'Enter a number of minutes'
            : 'Enter an amount'
          : parsed.error.issues[0]?.message,
      );
      return;
    }
    setError(undefined);
    try {
      const answer = await setLimit.mutateAsync(parsed.data);
      notify.success(answer.message);
      setValue('');
    } catch (failure) {
      for (const outcome of placeApiError(failure)) notify.error(outcome.message);
    }
  };

  return (
    <form
      className="limit-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="limit-form__title">
        {KIND_TITLES[kind]}
      </h3>
      <p className="limit-form__help">{KIND_HELP[kind]}</p>
      <div className="limit-form__fields">
        {hasCoin && (
          <SelectField
            label="Coin"
            value={coinType}
            onChange={(e) => setCoinType(e.target.value as 'GC' | 'SC')}
          >
            <option value="SC">SC (Sweeps Coins)</option>
            <option value="GC">GC (Gold Coins)</option>
          </SelectField>
        )}
        {kind !== 'session' && (
          <SelectField
            label="Period"
            value={period}
            onChange={(e) => setPeriod(e.target.value as TLimitPeriod)}
          >
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={kind === 'session' ? 'Minutes per session' : `Limit (${unit})`}
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          hint={
            current
              ? `Now ${limitValueText(current, current.value)}${current.pending ? `. ${pendingText(current)}` : ''}`
              : 'No limit set'
          }
        />
      </div>
      <SubmitButton pending={setLimit.isPending} className="btn btn--primary">
        {current ? 'Change limit' : 'Set limit'}
      </SubmitButton>
    </form>
  );
}

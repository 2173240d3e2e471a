import { useId } from 'react';
import { LIMIT_KINDS } from '@app/contracts/responsible-gambling';
import { useLimits } from './api/get-limits';
import { LimitForm } from './limit-form';
import { LimitsList } from './limits-list';

/** The Limits section: the limits in force with their waiting changes, and a form per kind. */
export function LimitsSection() {
  const headingId = useId();
  const limits = useLimits();
  const list = limits.data?.limits ?? [];
  const coolingHours = limits.data?.coolingHours ?? 24;
  return (
    <section className="rg-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Limits</h2>
      <p className="rg-section__lead">
        A lower limit, or a new one, applies at once. A higher limit, or removing one, applies after{' '}
        {coolingHours} hours; until then you can cancel the change.
      </p>
      {limits.isError ? (
        <p role="alert">Your limits could not be loaded. Please try again.</p>
      ) : (
        <div aria-busy={limits.isPending}>
          <LimitsList limits={list} coolingHours={coolingHours} />
        </div>
      )}
      <div className="limit-forms">
        {LIMIT_KINDS.map((kind) => (
          <LimitForm key={kind} kind={kind} limits={list} />
        ))}
      </div>
    </section>
  );
}

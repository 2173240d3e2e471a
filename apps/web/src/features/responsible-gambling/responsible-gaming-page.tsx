import { useId } from 'react';
import { AccountSafetySection } from './breaks/account-safety-section';
import { GamblingHistorySection } from './gambling-history-section';
import { LimitsSection } from './limits-section';
import './responsible-gaming.css';

/**
 * /responsible-gambling (private): the player's own limits and gambling
 * history (decision 037). Further sections (breaks, self-exclusion, reality
 * check, account closure) follow the history as their own components.
 */
export function ResponsibleGamingPage() {
  const headingId = useId();
  return (
    <section className="rg-page" aria-labelledby={headingId}>
      <header>
        <h1 id={headingId} className="rg-page__title">
          Responsible Gaming
        </h1>
        <p className="rg-page__lead">
          Play for fun, within limits you choose. Set how much you buy, bet and lose, and how long
          you play; see what you played each day.
        </p>
      </header>
      <LimitsSection />
      <GamblingHistorySection />
      <AccountSafetySection />
    </section>
  );
}

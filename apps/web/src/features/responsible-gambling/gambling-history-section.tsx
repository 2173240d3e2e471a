import { useId, useState } from 'react';
import { formatAmount, formatUsd, fromDecimal } from '@app/contracts/money';
import type { TGamblingHistoryDay } from '@app/contracts/responsible-gambling';
import { gamblingHistoryCsvUrl, useGamblingHistory } from './api/get-gambling-history';

const coins = (n: number) => formatAmount(fromDecimal(n));

function minutesText(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

function HistoryRow({ day }: { day: TGamblingHistoryDay }) {
  return (
    <tr>
      <th scope="row">{day.date}</th>
      <td>{coins(day.gcWagered)}</td>
      <td>{coins(day.gcWon)}</td>
      <td className={day.gcNet < 0 ? 'history-table__loss' : undefined}>{coins(day.gcNet)}</td>
      <td>{coins(day.scWagered)}</td>
      <td>{coins(day.scWon)}</td>
      <td className={day.scNet < 0 ? 'history-table__loss' : undefined}>{coins(day.scNet)}</td>
      <td>{formatUsd(fromDecimal(day.purchasesUsd))}</td>
      <td>{minutesText(day.sessionMinutes)}</td>
    </tr>
  );
}

/** Gambling history per US Eastern day over a date range, with a CSV download of the same. */
export function GamblingHistorySection() {
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const history = useGamblingHistory(range);
  const days = history.data?.days ?? [];
  const shown = history.data;

  return (
    <section className="rg-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Gambling history</h2>
      <p className="rg-section__lead">
        What you played, won and bought each day (US Eastern time). Net is what you won less what
        you wagered.
      </p>
      <div className="history-filter">
        <div className="field">
          <label className="field__label" htmlFor={fromId}>
            From
          </label>
          <input
            id={fromId}
            className="field__input"
            type="date"
            value={range.from ?? shown?.from ?? ''}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={toId}>
            To
          </label>
          <input
            id={toId}
            className="field__input"
            type="date"
            value={range.to ?? shown?.to ?? ''}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))}
          />
        </div>
        <a className="btn" href={gamblingHistoryCsvUrl(range)} download>
          Download CSV
        </a>
      </div>
      {history.isError ? (
        <p role="alert">{history.error.message || 'Your history could not be loaded.'}</p>
      ) : days.length === 0 ? (
        <p className="history-empty" aria-busy={history.isPending}>
          {history.isPending ? 'Loading…' : 'No play or purchases in these days.'}
        </p>
      ) : (
        <div className="history-table__scroll" tabIndex={0} aria-label="Gambling history by day">
          <table className="history-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">GC wagered</th>
                <th scope="col">GC won</th>
                <th scope="col">GC net</th>
                <th scope="col">SC wagered</th>
                <th scope="col">SC won</th>
                <th scope="col">SC net</th>
                <th scope="col">Purchases</th>
                <th scope="col">Session time</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <HistoryRow key={day.date} day={day} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

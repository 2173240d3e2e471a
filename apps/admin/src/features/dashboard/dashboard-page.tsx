import { useMemo, useState } from 'react';
import { DASHBOARD_RANGES, type TDashboardRange } from '@app/contracts/dashboard';
import { formatAmount, formatUsd } from '@app/contracts/money';
import { chartColumns, nowTiles, rangeTiles, type Tile } from './dashboard-figures';
import { DayChart } from './day-chart';
import { useDashboard } from './get-dashboard';
import './dashboard.css';

const RANGE_LABELS: Record<TDashboardRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};

const dollars = (value: number) => formatUsd(Math.round(value * 100));
const coins = (value: number) => formatAmount(Math.round(value * 100));
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

const PURCHASE_SERIES = [{ label: 'Purchase volume', color: '#7aa2f7' }];
const SC_SERIES = [
  { label: 'SC wagered', color: '#7aa2f7' },
  { label: 'SC won', color: '#e0af68' },
  { label: 'SC GGR', color: '#9ece6a' },
];
const PLAYER_SERIES = [
  { label: 'Sign-ups', color: '#7aa2f7' },
  { label: 'First purchases', color: '#9ece6a' },
];

function Tiles({ title, tiles }: { title: string; tiles: Tile[] }) {
  return (
    <section aria-label={title}>
      <h2 className="tiles-title">{title}</h2>
      <dl className="tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className={tile.alert ? 'tile tile-alert' : 'tile'}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /admin: the figures of a range of US Eastern days, by day, and of this moment. */
export function DashboardPage() {
  const [range, setRange] = useState<TDashboardRange>('today');
  const dashboard = useDashboard(range);
  const data = dashboard.data;
  const charts = useMemo(
    () =>
      data && {
        purchases: chartColumns(data.days, ['purchaseCents'], 'hundredths'),
        sc: chartColumns(data.days, ['scWagered', 'scWon', 'scGgr'], 'hundredths'),
        players: chartColumns(data.days, ['signUps', 'firstPurchases'], 'count'),
      },
    [data],
  );

  return (
    <div className="dashboard-page">
      <div className="page-heading">
        <h1>Dashboard</h1>
        <div className="range-switch" role="group" aria-label="Range">
          {DASHBOARD_RANGES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={range === value}
              onClick={() => setRange(value)}
            >
              {RANGE_LABELS[value]}
            </button>
          ))}
        </div>
      </div>
      {dashboard.isError && (
        <p className="form-error" role="alert">
          {dashboard.error.message}
        </p>
      )}
      {!data && dashboard.isPending && (
        <p className="muted" role="status">
          Loading…
        </p>
      )}
      {data && charts && (
        <>
          <p className="muted dashboard-period">
            {data.from === data.to ? data.to : `${data.from} to ${data.to}`} (US Eastern days)
            {data.rolledUpAt &&
              ` · figures as of ${new Date(data.rolledUpAt).toLocaleTimeString()}`}
          </p>
          <Tiles title={RANGE_LABELS[range]} tiles={rangeTiles(data.totals)} />
          <Tiles title="Now" tiles={nowTiles(data.now)} />
          {data.days.length < 2 ? (
            <p className="muted">Charts by day show for 7 and 30 days.</p>
          ) : (
            <div className="charts">
              <DayChart
                title="Purchase volume (USD)"
                series={PURCHASE_SERIES}
                columns={charts.purchases}
                format={dollars}
              />
              <DayChart
                title="SC wagered, won and GGR"
                series={SC_SERIES}
                columns={charts.sc}
                format={coins}
              />
              <DayChart
                title="Sign-ups and first purchases"
                series={PLAYER_SERIES}
                columns={charts.players}
                format={whole}
                wholeNumbers
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}

import { toDecimal } from '@app/contracts/money';
import {
  MAX_HISTORY_DAYS,
  type TGamblingHistoryDay,
  type TGamblingHistoryResponse,
} from '@app/contracts/responsible-gambling';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { easternDay, nextEasternMidnight } from '../bonuses/eastern-day';
import * as repo from './gambling-history.repository';
import { easternDayStart } from './limit-windows';

const DAY_MS = 86_400_000;
/** Noon UTC of a calendar date is inside the same US Eastern date. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
const DEFAULT_DAYS = 30;

export const HISTORY_CSV_COLUMNS = [
  'date',
  'gcWagered',
  'gcWon',
  'gcNet',
  'scWagered',
  'scWon',
  'scNet',
  'purchasesUsd',
  'sessionMinutes',
] as const satisfies readonly (keyof TGamblingHistoryDay)[];

/**
 * The day rows as CSV, amounts with two decimals. Every cell is a date or a
 * number, so none needs quoting (and a negative net stays a number: the
 * formula guard of audit-csv would turn it into text).
 */
export function historyCsv(days: TGamblingHistoryDay[]) {
  const lines = [HISTORY_CSV_COLUMNS.join(',')];
  for (const day of days) {
    lines.push(
      HISTORY_CSV_COLUMNS.map((c) =>
        c === 'date' || c === 'sessionMinutes' ? String(day[c]) : day[c].toFixed(2),
      ).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The player's gambling history per US Eastern day (decision 037): GC and SC
 * wagered, won and net (won − wagered), succeeded purchases in USD and time
 * signed in, for the days with any of them, newest first. Every query reads
 * the player's own rows through an index that leads with user_id.
 */
export function createGamblingHistoryService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async days(
      userId: number,
      query: { from?: string; to?: string },
    ): Promise<TGamblingHistoryResponse> {
      const to = query.to ?? easternDay(now());
      const from =
        query.from ?? easternDay(new Date(noonOf(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
      if (from > to)
        throw new AppError('ValidationError', 'The start date must be on or before the end date');
      const span = Math.round((noonOf(to).getTime() - noonOf(from).getTime()) / DAY_MS) + 1;
      if (span > MAX_HISTORY_DAYS) throw new AppError('HistoryRangeTooLong');
      const range = {
        userId,
        start: easternDayStart(noonOf(from)),
        end: nextEasternMidnight(noonOf(to)),
      };
      const [play, bought, signedIn] = await Promise.all([
        repo.playByDay(deps.db, range),
        repo.purchasesByDay(deps.db, range),
        repo.sessionSecondsByDay(deps.db, range),
      ]);
      const byDay = new Map<string, TGamblingHistoryDay>();
      const dayOf = (date: string) => {
        let d = byDay.get(date);
        if (!d) {
          d = {
            date,
            gcWagered: 0,
            gcWon: 0,
            gcNet: 0,
            scWagered: 0,
            scWon: 0,
            scNet: 0,
            purchasesUsd: 0,
            sessionMinutes: 0,
          };
          byDay.set(date, d);
        }
        return d;
      };
      for (const row of play) {
        const d = dayOf(row.day);
        const wagered = Number(row.wagered);
        const won = Number(row.won);
        const prefix = row.coin === 'GC' ? 'gc' : 'sc';
        d[`${prefix}Wagered`] = toDecimal(wagered);
        d[`${prefix}Won`] = toDecimal(won);
        d[`${prefix}Net`] = toDecimal(won - wagered);
      }
      for (const row of bought) dayOf(row.day).purchasesUsd = toDecimal(Number(row.cents));
      for (const row of signedIn)
        dayOf(row.day).sessionMinutes = Math.floor(Number(row.seconds) / 60);
      const days = [...byDay.values()].sort((a, b) => (a.date < b.date ? 1 : -1));
      return { from, to, days };
    },
  };
}

export type GamblingHistoryService = ReturnType<typeof createGamblingHistoryService>;

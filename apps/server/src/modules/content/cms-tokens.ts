import { CMS_TOKENS, type TLocalizedText } from '@app/contracts/content';
import { formatAmount } from '@app/contracts/money';

/** 'A', 'A and B', 'A, B and C'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** What each token of a page becomes now (decisions 050, 052). */
export interface CmsTokenValues {
  /** Today's restricted states by name, in the table's order. */
  restrictedStates: readonly string[];
  /** Free entry by mail's settings (decision 052): SC per card in hundredths, the limits. */
  freeEntry: { scAmount: number; monthlyCardLimit: number; codeValidDays: number };
}

/** The page's text with its tokens filled in (plain words: no markup). */
export function expandCmsTokens(content: TLocalizedText, values: CmsTokenValues): TLocalizedText {
  const restricted = listInWords(values.restrictedStates) || 'none';
  const { freeEntry } = values;
  return {
    ...content,
    EN: content.EN.replaceAll(CMS_TOKENS.restrictedStates, restricted)
      .replaceAll(CMS_TOKENS.freeEntrySc, formatAmount(freeEntry.scAmount))
      .replaceAll(CMS_TOKENS.freeEntryMonthlyLimit, String(freeEntry.monthlyCardLimit))
      .replaceAll(CMS_TOKENS.freeEntryValidDays, String(freeEntry.codeValidDays)),
  };
}

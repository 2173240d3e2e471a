import { CMS_TOKENS, type TLocalizedText } from '@app/contracts/content';

/** 'A', 'A and B', 'A, B and C'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** What each token of a page becomes now (decision 050). */
export interface CmsTokenValues {
  /** Today's restricted states by name, in the table's order. */
  restrictedStates: readonly string[];
}

/** The page's text with its tokens filled in (plain words: no markup). */
export function expandCmsTokens(content: TLocalizedText, values: CmsTokenValues): TLocalizedText {
  const restricted = listInWords(values.restrictedStates) || 'none';
  return { ...content, EN: content.EN.replaceAll(CMS_TOKENS.restrictedStates, restricted) };
}

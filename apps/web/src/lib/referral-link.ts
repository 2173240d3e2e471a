/** SPEC §8 success message of a referral link's copy button. */
export const REFERRAL_LINK_COPIED = 'Referral link Copied';

/** The query parameter a referral link carries (SPEC §2 Routes: referralcode). */
export const REFERRAL_CODE_PARAM = 'referralcode';

/**
 * SPEC §2: the referral link is the site address plus referralcode, e.g.
 * 'https://play.example.com/?referralcode=AB12CD'. Null without a code.
 */
export function referralLink(
  siteAddress: string,
  referralCode: string | null | undefined,
): string | null {
  const code = referralCode?.trim();
  if (!code) return null;
  const url = new URL('/', siteAddress);
  url.searchParams.set(REFERRAL_CODE_PARAM, code);
  return url.toString();
}

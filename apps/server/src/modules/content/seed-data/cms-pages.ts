import {
  AMOE_CARD_SIZES,
  AMOE_MAILING_ADDRESS,
  AMOE_PROCESSING_BUSINESS_DAYS,
  amoeStatement,
} from '@app/contracts/amoe';
import { CMS_SLUGS, CMS_TOKENS, EXCLUDED_TERRITORIES } from '@app/contracts/content';
import { MIN_AGE } from '@app/contracts/constants';
import { listInWords } from '../cms-tokens';

/**
 * The legal and help pages shown at /cms/{slug}. Written for a US sweepstakes
 * social casino; the restricted states are filled in from the jurisdictions table when a page
 * is served (CMS_TOKENS, decision 050).
 * Operators edit these pages afterwards; a later version of this text reaches a
 * database only where a page still holds the text an earlier seed wrote
 * (content.seed.ts).
 */
export interface CmsPageSeed {
  cmsId: number;
  slug: string;
  title: string;
  html: string;
}

const BRAND = 'Golden Sweeps';
const COMPANY = 'Golden Sweeps Entertainment, LLC';
const SUPPORT_EMAIL = 'support@goldensweeps.test';
const PRIVACY_EMAIL = 'privacy@goldensweeps.test';
const POSTAL_ADDRESS = '401 Commerce Way, Suite 300, Wilmington, DE 19801';
const MAILING_ADDRESS = `${COMPANY}, Attn: Sweepstakes Department, ${POSTAL_ADDRESS}`;
const LAST_UPDATED = 'January 1, 2025';

/** A link to another page of the site (the app's /cms/{slug} route). */
const pageLink = (slug: string, text: string) => `<a href="/cms/${slug}">${text}</a>`;
/** A link to another site; the app opens it in a new tab. */
const siteLink = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const HELPLINE = `<a href="tel:+18004262537"><strong>1-800-GAMBLER</strong></a> (1-800-426-2537)`;

const TERMS = pageLink(CMS_SLUGS.TERMS_AND_CONDITIONS, 'Terms and Conditions');
const PRIVACY = pageLink(CMS_SLUGS.PRIVACY_POLICY, 'Privacy Policy');
const RULES = pageLink(CMS_SLUGS.SWEEPSTAKES_RULES, 'Sweepstakes Rules');
const RESPONSIBLE = pageLink(CMS_SLUGS.RESPONSIBLE_GAMING, 'Responsible Gaming');
const CONTACT = pageLink(CMS_SLUGS.CONTACT_US, 'Contact Us');

/** Filled in from the jurisdictions table when the page is served (decision 050). */
const RESTRICTED_STATES = CMS_TOKENS.restrictedStates;
const TERRITORIES = listInWords(EXCLUDED_TERRITORIES);

const NO_PURCHASE = `<p><strong>NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED BY LAW.</strong></p>`;

const ELIGIBILITY = `<p>To participate you must be at least ${MIN_AGE} years old (or the age of majority where you live, if higher), a legal resident of the United States, and physically located in an eligible state when you play. Sweeps Coins play and prize redemption are <strong>void where prohibited</strong>. Residents of, and persons located in, the following <strong>restricted states</strong> may not take part in Sweeps Coins play or redeem prizes: ${RESTRICTED_STATES}. The following <strong>excluded territories</strong> are not eligible: ${TERRITORIES}, and any place outside the fifty United States and the District of Columbia.</p>`;

const ONE_ACCOUNT = `<p><strong>Only one account per person</strong> (and per household, email address, phone number, payment method and device) is allowed. <strong>Duplicate accounts may be cancelled and any winnings withheld</strong>: if we find that you opened or used more than one account, we may close every account involved, void any Sweeps Coins in them and withhold or reverse any prize redeemed from them.</p>`;

/**
 * The alternative method of entry as official rules set it out (decision 052). The amount, the
 * monthly limit and the code's lifetime are the server's settings, filled in when served.
 */
const FREE_ENTRY_BY_MAIL = `
<h3>Free entry by mail (alternative method of entry)</h3>
<p>You can receive Sweeps Coins free, with no purchase of any kind, by mailing a request card:</p>
<ol>
<li><strong>Request your code.</strong> Sign in and open <a href="/user/account-details?tab=free-entry">My Account, Free Entry</a> to get your free-entry request code (it looks like AMOE-7KQ4-M2XD). You can request one code a day (US Eastern time). Each code is tied to your account, is good for one card only, and expires if your card has not been received within ${CMS_TOKENS.freeEntryValidDays} days of the day it was issued.</li>
<li><strong>Write a card by hand.</strong> On a plain white unlined card of ${AMOE_CARD_SIZES.join(' or ')}, unfolded, write by hand, legibly, in ink (no printing, typing, stamps, labels or mechanical reproduction):
<ul>
<li>your request code;</li>
<li>your full legal name, as it appears in your account;</li>
<li>your full residential address, as it appears in your account;</li>
<li>the email address registered with your account;</li>
<li>this statement, word for word: "${amoeStatement(BRAND)}"</li>
</ul></li>
<li><strong>Mail it in its own envelope.</strong> Put the card in its own stamped envelope, one card per envelope, with your return address, and mail it by US mail from an eligible state to: ${AMOE_MAILING_ADDRESS.join(', ')}.</li>
</ol>
<p><strong>What you receive.</strong> Each complete and valid card gives ${CMS_TOKENS.freeEntrySc} Sweeps Coins, credited to your account within ${AMOE_PROCESSING_BUSINESS_DAYS} business days of the day we receive it. We email you when it is credited, and your balance shows it at once. At most ${CMS_TOKENS.freeEntryMonthlyLimit} cards received in a calendar month are credited to one participant.</p>
<p><strong>Cards that are not accepted.</strong> A card that is not handwritten by the participant; that is illegible, incomplete or altered; whose name, address or email does not match the account; that carries a used or expired code; that shares an envelope with another card; or that is posted from a restricted state or from outside the United States is void and gives no Sweeps Coins. So is a card for an account that is suspended, closed, restricted or self-excluded, or whose address is in a restricted state. We email you the reason a card was not accepted. Requests made by script, macro or any automated means, or sent by anyone on your behalf, are void. The Sponsor is not responsible for lost, late, damaged, misdirected or postage-due mail.</p>
<p><strong>Equal dignity.</strong> Sweeps Coins received by mail are the same as Sweeps Coins received any other way: they play the same games at the same odds, win the same prizes, and follow the same play-through and redemption rules as the Sweeps Coins that come with a purchase.</p>
`;

const termsAndConditions = `
<p><em>Last updated: ${LAST_UPDATED}</em></p>
<p>These Terms and Conditions (the "Terms") form a binding agreement between you and ${COMPANY} ("${BRAND}", "we", "us") and govern your use of the ${BRAND} website, applications and games (the "Platform"). Please read them carefully, together with the ${RULES} and the ${PRIVACY}, which are part of these Terms. By creating an account or using the Platform you accept these Terms.</p>
${NO_PURCHASE}

<h2>1. Eligibility</h2>
${ELIGIBILITY}
<p>Employees of ${BRAND}, its affiliates, payment and game suppliers, and members of their immediate families or households may not take part in Sweeps Coins play. We may ask you at any time to prove your age, identity and place of residence, and we may suspend your account until you do.</p>

<h2>2. Your account</h2>
${ONE_ACCOUNT}
<p>You must give true, accurate and complete information when you register and keep it up to date. You are responsible for keeping your password secret and for all activity on your account. Tell us at once at ${mail(SUPPORT_EMAIL)} if you believe someone else has used your account. Accounts are personal and may not be sold, transferred, shared or used on behalf of anyone else.</p>
<p>When you sign up you confirm that you are ${MIN_AGE} or older, that you have read and accept these Terms, and that you have read the list of restricted states and are not a resident of, or located in, any of them.</p>

<h2>3. Virtual coins</h2>
<p>The Platform uses two virtual currencies:</p>
<ul>
<li><strong>Gold Coins (GC)</strong> are for social play only. They have no monetary value, cannot be redeemed for cash or prizes and cannot be transferred. You receive Gold Coins free through bonuses and promotions, and you may buy Gold Coin packages for entertainment.</li>
<li><strong>Sweeps Coins (SC)</strong> are promotional sweepstakes entries that are always given free: as a welcome bonus, daily bonus, spin-wheel prize, referral reward, VIP tier reward, by mail-in request, or as a free bonus with a Gold Coin purchase. Sweeps Coins cannot be bought. Sweeps Coins won in play may be redeemed for cash prizes under the ${RULES}.</li>
</ul>
<p>Coins are a limited licence to use a feature of the Platform; they are not your property, carry no interest and are not a deposit or stored value. Coin balances are final as recorded by our systems. We may correct any balance that is wrong because of a technical error, and we may void play affected by a malfunction.</p>

<h2>4. Purchases</h2>
<p>All purchases are of Gold Coins, priced in US dollars. Any Sweeps Coins shown with a package are a free promotional bonus. Purchases are final and non-refundable except where the law requires otherwise. You may only use payment methods registered in your own name. Chargebacks or payment reversals may lead to suspension of the account and the forfeiture of coins credited with the reversed purchase. Offers marked for a first purchase, for new players, or for a single use can be bought once per player and only within the time shown.</p>

<h2>5. Redemptions</h2>
<p>Sweeps Coins that have been played through at least once become redeemable. Redemptions are subject to identity verification (KYC), the minimum and maximum amounts shown in your account, the daily limit, and a prior completed purchase or eligible activity as the ${RULES} describe. Redemptions are paid by bank transfer (ACH) to an account in your own name. We aim to review requests within 24 hours; bank processing can take a further 1-2 business days. We may withhold a redemption while we investigate a possible breach of these Terms.</p>

<h2>6. Identity verification</h2>
<p>We verify identity to prevent fraud, underage play and play from restricted locations. You agree to provide a valid government photo ID, proof of address and any other document we reasonably ask for. If you do not pass verification, or if documents appear altered, we may close the account and void Sweeps Coins in it.</p>

<h2>7. Bonuses and promotions</h2>
<p>Each bonus and promotion has its own terms, which are shown with it and prevail for that promotion. Bonuses are limited to one per person, household and device. Abuse of promotions, including the use of multiple accounts, bots, or collusion, leads to the forfeiture of the bonus and any winnings from it.</p>

<h2>8. Prohibited conduct</h2>
<ul>
<li>Using software, bots, scripts or any automated means to play or to claim bonuses.</li>
<li>Exploiting a bug, error or weakness of the Platform instead of reporting it.</li>
<li>Colluding with other players, or playing on behalf of another person.</li>
<li>Using a VPN, proxy or other means to hide your location or identity.</li>
<li>Fraud, money laundering, or the use of stolen or third-party payment methods.</li>
<li>Abusive, threatening or offensive behaviour towards our staff or other players.</li>
</ul>

<h2>9. Suspension and closure</h2>
<p>You may close your account at any time by contacting support. We may suspend or close an account, void coins and withhold prizes if we reasonably believe you broke these Terms, gave false information, or are not eligible. Where we close an account without any breach by you, we will pay out eligible redeemable Sweeps Coins subject to verification.</p>

<h2>10. Responsible social gaming</h2>
<p>Play should be fun. The Platform offers purchase limits, play-time reminders, time-outs and self-exclusion in your account. See the ${RESPONSIBLE} page for help and support resources.</p>

<h2>11. Intellectual property</h2>
<p>The Platform, its games, graphics, names and logos belong to ${BRAND} or its licensors. You receive a personal, revocable, non-transferable licence to use the Platform for your own entertainment.</p>

<h2>12. Disclaimers and limitation of liability</h2>
<p>The Platform is provided "as is". To the extent the law allows, we give no warranty that it will be uninterrupted or error-free, and our total liability to you for any claim is limited to the amount you paid us in the six months before the claim. Nothing in these Terms limits liability that cannot be limited by law.</p>

<h2>13. Disputes and governing law</h2>
<p>These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules. Any dispute will first be raised with our support team; if not resolved within 30 days, it will be settled by binding individual arbitration under the Consumer Arbitration Rules of the American Arbitration Association. You waive any right to a jury trial or to take part in a class action, except where the law does not permit such a waiver.</p>

<h2>14. Changes</h2>
<p>We may change these Terms. We will post the new version with its date and, for material changes, tell you by email or on the Platform. Continued use after the change means you accept the new Terms.</p>

<h2>15. Contact</h2>
<p>Questions about these Terms: ${mail(SUPPORT_EMAIL)}, or by mail to ${MAILING_ADDRESS}. More ways to reach us are on the ${CONTACT} page.</p>
`;

const sweepstakesRules = `
<p><em>Last updated: ${LAST_UPDATED}</em></p>
${NO_PURCHASE}
<p>These Official Sweepstakes Rules (the "Rules") govern the ${BRAND} promotional sweepstakes (the "Sweepstakes"). By taking part you agree to these Rules and to the ${TERMS}.</p>

<h2>1. Sponsor</h2>
<p>The Sweepstakes is sponsored by ${COMPANY}, ${POSTAL_ADDRESS} (the "Sponsor").</p>

<h2>2. Eligibility</h2>
${ELIGIBILITY}
<p>The Sweepstakes is subject to all applicable federal, state and local laws and is <strong>void where prohibited</strong>. The Sponsor may change the list of restricted states at any time as the law changes; the current list always appears in these Rules.</p>

<h2>3. One account per person</h2>
${ONE_ACCOUNT}

<h2>4. Sweepstakes period</h2>
<p>The Sweepstakes runs continuously until the Sponsor ends it with at least 30 days' notice on the Platform. Sweeps Coins that are unredeemed when the Sweepstakes ends may be redeemed during the notice period.</p>

<h2>5. How to get Sweeps Coins free</h2>
<p>Sweeps Coins cannot be bought. Eligible participants receive them free in any of these ways:</p>
<ul>
<li><strong>Welcome bonus</strong>: a one-time grant when you verify your account.</li>
<li><strong>Daily bonus and spin wheel</strong>: claim once every 24 hours from your account.</li>
<li><strong>Promotions</strong>: social-media contests, referral rewards and VIP tier rewards, each on its own terms.</li>
<li><strong>Free bonus with a Gold Coin purchase</strong>: some Gold Coin packages include free Sweeps Coins. Buying Gold Coins is never required.</li>
<li><strong>Free entry by mail</strong>: request a code in your account and mail a handwritten card, as set out below. No purchase is needed.</li>
</ul>
<p>Sweeps Coins received by any method have the same value and the same chance to win.</p>
${FREE_ENTRY_BY_MAIL}

<h2>6. Using Sweeps Coins</h2>
<p>Sweeps Coins are used to play the Sweepstakes games on the Platform. Every game result is decided by a random process on our servers; results can be verified with the provably fair tools in your account. Game rules, pay tables and the theoretical return of each game are shown in the game.</p>

<h2>7. Prizes and redemption</h2>
<table>
<caption>Redeeming Sweeps Coins for cash prizes</caption>
<thead><tr><th scope="col">Topic</th><th scope="col">Rule</th></tr></thead>
<tbody>
<tr><th scope="row">Play-through</th><td>Sweeps Coins must be played through at least once (1x) before they become redeemable. Sweeps Coins won in play are redeemable at once.</td></tr>
<tr><th scope="row">Prize value</th><td>1 Sweeps Coin = US$1.00.</td></tr>
<tr><th scope="row">Amounts</th><td>The minimum and maximum redemption amounts and the daily redemption limit are shown in your account when you request a redemption.</td></tr>
<tr><th scope="row">Payment</th><td>ACH bank transfer to a US bank account in the participant's own name, after identity verification.</td></tr>
<tr><th scope="row">Pending requests</th><td>Only one redemption request may be pending at a time.</td></tr>
<tr><th scope="row">Timing</th><td>Requests are reviewed within 24 hours; payment normally arrives within 1-2 business days after approval.</td></tr>
</tbody>
</table>

<h2>8. Verification</h2>
<p>Before a prize is paid, the Sponsor verifies the participant's identity, age, place of residence and compliance with these Rules. The participant must provide a government photo ID, proof of address and, where asked, a selfie holding the ID. Failure to pass verification within 30 days of a request forfeits the prize.</p>

<h2>9. Odds</h2>
<p>The odds of winning depend on the game played, the amount played and chance. Each game shows its theoretical return to player. No purchase or payment of any kind increases the odds of winning.</p>

<h2>10. Taxes</h2>
<p>Winners are responsible for all federal, state and local taxes on prizes. The Sponsor will issue an IRS Form 1099-MISC (or other required form) to any participant whose prizes in a calendar year reach US$600 or more, and may ask for a completed Form W-9 before paying.</p>

<h2>11. General conditions</h2>
<p>The Sponsor may disqualify any participant who tampers with the Sweepstakes, breaks these Rules or the ${TERMS}, or acts in a disruptive, fraudulent or unsportsmanlike manner, and may void any Sweeps Coins and withhold any prize connected with that conduct. If the Sweepstakes cannot run as planned because of a virus, bug, fraud or any cause beyond the Sponsor's control, the Sponsor may cancel, modify or suspend it. In the event of a malfunction, all affected play is void.</p>

<h2>12. Release and limitation of liability</h2>
<p>By taking part, participants release the Sponsor, its affiliates and their officers, employees and agents from any liability for loss or injury arising from participation or from the acceptance or use of a prize, to the extent the law allows.</p>

<h2>13. Disputes</h2>
<p>Disputes about these Rules are resolved as set out in the ${TERMS}, under the laws of the State of Delaware.</p>

<h2>14. Privacy</h2>
<p>Personal information collected in the Sweepstakes is used as described in the ${PRIVACY}.</p>

<h2>15. Contact</h2>
<p>Questions about the Sweepstakes: ${mail(SUPPORT_EMAIL)}.</p>
`;

const privacyPolicy = `
<p><em>Last updated: ${LAST_UPDATED}</em></p>
<p>This Privacy Policy explains how ${COMPANY} ("${BRAND}", "we") collects, uses, shares and protects personal information when you use our website, applications and games (the "Platform"), and the choices you have.</p>

<h2>1. Information we collect</h2>
<ul>
<li><strong>Account information</strong>: username, email address, password (stored only in hashed form), phone number, name, date of birth, gender and postal address.</li>
<li><strong>Verification information</strong>: copies of identity documents, proof of address, selfie images, the last four digits of your Social Security number where required, and results from identity-verification providers.</li>
<li><strong>Payment information</strong>: purchase and redemption history, bank account details for redemptions, and card tokens from our payment providers. We never store full card numbers.</li>
<li><strong>Play information</strong>: games played, coin balances, bonuses claimed, VIP tier and responsible-gaming settings.</li>
<li><strong>Device and usage information</strong>: IP address, approximate location, browser, device identifiers, pages viewed and cookies.</li>
</ul>

<h2>2. How we use information</h2>
<ul>
<li>To create and run your account, provide the games and credit coins.</li>
<li>To verify your age, identity and location, and to enforce the rule of one account per person.</li>
<li>To process purchases and pay redemptions.</li>
<li>To prevent fraud, money laundering, underage play and play from restricted states.</li>
<li>To support responsible gaming, including limits and self-exclusion.</li>
<li>To send service messages and, with your consent, promotional emails and text messages.</li>
<li>To comply with the law, including tax reporting.</li>
</ul>

<h2>3. How we share information</h2>
<p>We do not sell your personal information. We share it only with service providers acting for us (payment processors, identity-verification and fraud-prevention services, hosting, email and SMS providers), with authorities when the law requires, and with a buyer of our business under the same protections. Our advertising partners receive only pseudonymous event data, such as a completed sign-up.</p>

<h2>4. Cookies</h2>
<p>We use strictly necessary cookies to keep you signed in and secure, and analytics and advertising cookies to understand and improve the Platform. You can block non-essential cookies in your browser settings.</p>

<h2>5. Retention</h2>
<p>We keep personal information only as long as we need it for the purposes above or the law requires:</p>
<table>
<caption>How long we keep each kind of record</caption>
<thead><tr><th scope="col">Record</th><th scope="col">How long we keep it</th><th scope="col">Why</th></tr></thead>
<tbody>
<tr><td>Account information</td><td>While the account is open, and five years after it closes</td><td>Enforcing one account per person and self-exclusion</td></tr>
<tr><td>Verification documents</td><td>Five years after the account closes</td><td>Anti-money-laundering and age checks</td></tr>
<tr><td>Purchases and redemptions</td><td>Seven years after the transaction</td><td>Tax and accounting law</td></tr>
<tr><td>Play history</td><td>Five years after the round</td><td>Game disputes and provably fair checks</td></tr>
<tr><td>Device and usage data</td><td>Up to 13 months</td><td>Security and improving the Platform</td></tr>
</tbody>
</table>

<h2>6. Security</h2>
<p>We protect information with encryption in transit, hashed passwords, access controls and monitoring. No system is perfectly secure; please keep your password private and tell us of any suspected misuse.</p>

<h2>7. Your rights</h2>
<p>Depending on your state of residence you may have the right to know what personal information we hold, to receive a copy, to correct it, to delete it (subject to our legal obligations), and to opt out of targeted advertising. Send requests to ${mail(PRIVACY_EMAIL)}. We will verify your identity before acting and answer within 45 days. We will not discriminate against you for using these rights.</p>

<h2>8. Children</h2>
<p>The Platform is only for persons ${MIN_AGE} and older (see the ${TERMS}). We do not knowingly collect information from minors and will close any account found to belong to one.</p>

<h2>9. Changes</h2>
<p>We will post any change to this policy with a new date and, for material changes, notify you by email or on the Platform.</p>

<h2>10. Contact</h2>
<p>Privacy questions: ${mail(PRIVACY_EMAIL)}, or by mail to ${MAILING_ADDRESS}.</p>
`;

const contactUs = `
<p>Our player support team is here to help with your account, purchases, redemptions, identity verification and anything else.</p>

<h2>Email support</h2>
<p>Write to ${mail(SUPPORT_EMAIL)} from the email address registered with your account. Include your username and, for payment questions, the date and amount of the transaction. We answer every message within 24 hours, 7 days a week.</p>

<h2>Support hours</h2>
<table>
<caption>When and how fast we answer</caption>
<thead><tr><th scope="col">Channel</th><th scope="col">Hours</th><th scope="col">First answer</th></tr></thead>
<tbody>
<tr><td>Email</td><td>24 hours a day, 7 days a week</td><td>Within 24 hours</td></tr>
<tr><td>Live chat (VIP tiers with live support)</td><td>9:00 AM to 11:00 PM Eastern Time, every day</td><td>Within minutes</td></tr>
<tr><td>Mail</td><td>Business days</td><td>Within 10 business days of receipt</td></tr>
</tbody>
</table>

<h2>Mailing address</h2>
<p>${MAILING_ADDRESS}. Mail-in Sweeps Coins requests must follow the ${RULES}.</p>

<h2>Before you write</h2>
<ul>
<li><strong>Purchases</strong>: coins normally appear within 1-2 minutes; bank payments can take 1-2 business days.</li>
<li><strong>Redemptions</strong>: requests are reviewed within 24 hours; only one request can be pending at a time.</li>
<li><strong>Verification</strong>: upload clear, complete and unedited documents; declined documents can be uploaded again.</li>
</ul>

<h2>Complaints</h2>
<p>If you are not satisfied with an answer, reply to it and ask for the matter to be escalated. A senior member of the team will review the case and answer in writing within 10 business days. If we still cannot agree, the dispute process in the ${TERMS} applies.</p>

<h2>Privacy requests</h2>
<p>To ask for a copy of your personal information, or to correct or delete it, write to ${mail(PRIVACY_EMAIL)}. See the ${PRIVACY} for details.</p>

<h2>Need to take a break?</h2>
<p>If playing stops being fun, read ${RESPONSIBLE}, set limits or a time-out in your account, or call the National Problem Gambling Helpline at ${HELPLINE}, free and confidential, 24/7.</p>
`;

const responsibleGaming = `
<p>${BRAND} is a social casino for entertainment. We want every player to enjoy it safely, and we give you the tools and information to stay in control.</p>

<h2>1. Play for fun</h2>
<ul>
<li>Treat play as entertainment, not as a way to make money.</li>
<li>Set a budget and a time limit before you start, and stick to them.</li>
<li>Never chase losses or play to escape problems.</li>
<li>Take regular breaks, and do not play when upset, tired or under the influence of alcohol or drugs.</li>
</ul>

<h2>2. Tools in your account</h2>
<ul>
<li><strong>Purchase limits</strong>: daily, weekly and monthly limits on Gold Coin purchases. Lower limits apply at once; higher limits after a 24-hour cooling-off period.</li>
<li><strong>Play limits</strong>: a limit on the coins you can play in a day, week or month.</li>
<li><strong>Session reminders</strong>: a reminder of how long you have been playing.</li>
<li><strong>Time-out</strong>: a break of 24 hours, 7 days or 30 days, during which you cannot sign in.</li>
<li><strong>Self-exclusion</strong>: close your account for six months, one year, five years or permanently. Self-exclusion cannot be reversed before it ends, and we stop all marketing to you.</li>
</ul>
<p>Set these under Responsible Gaming in your account, or ask our support team at ${mail(SUPPORT_EMAIL)}.</p>

<h2>3. Warning signs</h2>
<ul>
<li>Spending more time or money than you intended.</li>
<li>Borrowing money or selling things to buy coins.</li>
<li>Hiding your play from family or friends.</li>
<li>Feeling anxious, irritable or low when not playing.</li>
<li>Neglecting work, study or family because of play.</li>
</ul>
<p>If any of these sound familiar, please take a break and reach out for help.</p>

<h2>4. Where to get help</h2>
<ul>
<li>National Problem Gambling Helpline: ${HELPLINE}, call or text, free and confidential, 24/7.</li>
<li>National Council on Problem Gambling: ${siteLink('https://www.ncpgambling.org/', 'ncpgambling.org')}.</li>
<li>Gamblers Anonymous: ${siteLink('https://www.gamblersanonymous.org/', 'gamblersanonymous.org')}.</li>
<li>Gam-Anon, for family and friends: ${siteLink('https://www.gam-anon.org/', 'gam-anon.org')}.</li>
</ul>

<h2>5. Underage play</h2>
<p>You must be ${MIN_AGE} or older to play. We verify age and close any account that belongs to a minor. If you share a device with children, use parental-control software and keep your password private.</p>

<h2>6. Our commitments</h2>
<ul>
<li>We train our staff to recognise and help players who show signs of harm.</li>
<li>We never target marketing at self-excluded players or minors.</li>
<li>Every game shows its rules and theoretical return, and outcomes can be verified as provably fair.</li>
</ul>
<p>Questions or worries about your play or someone else's? ${CONTACT}: we are here 24/7.</p>
`;

export const CMS_PAGES: readonly CmsPageSeed[] = [
  {
    cmsId: 1,
    slug: CMS_SLUGS.TERMS_AND_CONDITIONS,
    title: 'Terms and Conditions',
    html: termsAndConditions,
  },
  { cmsId: 2, slug: CMS_SLUGS.PRIVACY_POLICY, title: 'Privacy Policy', html: privacyPolicy },
  {
    cmsId: 3,
    slug: CMS_SLUGS.SWEEPSTAKES_RULES,
    title: 'Sweepstakes Rules',
    html: sweepstakesRules,
  },
  {
    cmsId: 4,
    slug: CMS_SLUGS.RESPONSIBLE_GAMING,
    title: 'Responsible Gaming',
    html: responsibleGaming,
  },
  { cmsId: 5, slug: CMS_SLUGS.CONTACT_US, title: 'Contact Us', html: contactUs },
].map((page) => ({ ...page, html: page.html.trim() }));

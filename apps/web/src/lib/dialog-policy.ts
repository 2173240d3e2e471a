import { PATHS } from './paths';
import type { ModalName } from './ui-store';

/**
 * The one dialog policy of the app (decision 017): which dialog may open by
 * itself, on which page, and where a dialog joins the queue. Pure functions
 * of the current page, the dialog queue, this page visit and what the player
 * closed this session; the UI store applies them to every dialog.
 */

/**
 * - result: the answer to something the player did (a payment's status,
 *   'Email Verified'); it always wins.
 * - player: a dialog the player opened (login, profile, order summary, the
 *   flash sale from its timer, a link's dialog); it wins too.
 * - prompt: the startup queue's asks (verify email, complete profile, the
 *   welcome and daily bonuses).
 * - promotion: marketing that opens by itself (lobby and page popups, the
 *   flash-sale promo).
 */
export type DialogKind = 'result' | 'player' | 'prompt' | 'promotion';

const KINDS: Readonly<Record<Exclude<ModalName, `popup:${number}`>, DialogKind>> = {
  login: 'player',
  signup: 'player',
  forgotPassword: 'player',
  changePassword: 'player',
  profile: 'player',
  redeem: 'player',
  kyc: 'player',
  kycDocuments: 'player',
  kycWidget: 'player',
  ssn: 'player',
  w9: 'player',
  spinWheel: 'player',
  orderSummary: 'player',
  flashSale: 'player',
  emailVerification: 'prompt',
  completeProfile: 'prompt',
  termsConsent: 'prompt',
  welcomeBonus: 'prompt',
  dailyBonus: 'prompt',
  emailVerified: 'result',
  transactionStatus: 'result',
  notice: 'result',
  flashSalePromo: 'promotion',
};

export function dialogKind(name: ModalName): DialogKind {
  return name.startsWith('popup:') ? 'promotion' : KINDS[name as keyof typeof KINDS];
}

/**
 * The promotion a closed dialog stands for, kept closed for the session: a
 * promotion itself, and the flash-sale promo once the player has read the
 * offer from its timer. Null for every other dialog.
 */
export function promotionClosedBy(name: ModalName): ModalName | null {
  if (name === 'flashSale') return 'flashSalePromo';
  return dialogKind(name) === 'promotion' ? name : null;
}

/** Prompts after which a page visit shows no promotion: the player has had enough asks. */
const ONBOARDING_PROMPTS: readonly ModalName[] = [
  'emailVerification',
  'welcomeBonus',
  'dailyBonus',
];

const trimmed = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Pages a player came to for a transaction's outcome: nothing else opens there by itself. */
const TRANSACTION_PAGES: readonly string[] = [
  PATHS.payment,
  PATHS.depositStatus,
  PATHS.thankYou,
  PATHS.thankYouPurchase,
];
/** SPEC §2 status pages. */
const STATUS_PAGES: readonly string[] = [
  PATHS.notFound,
  PATHS.serverError,
  PATHS.maintenance,
  PATHS.comingSoon,
];
const LOBBY_PAGES: readonly string[] = [PATHS.home, PATHS.lobby, PATHS.play];
/** SPEC §4 Page popups: the pages with a popup of their own. */
const POPUP_PAGES: readonly string[] = [PATHS.promotions, PATHS.store, PATHS.reward, PATHS.vip];
/** The card page and the thank-you page it leads to: they answer the player's payment themselves. */
const PAYMENT_ANSWER_PAGES: readonly string[] = [PATHS.payment, PATHS.thankYouPurchase];

export const isLobbyPage = (pathname: string): boolean => LOBBY_PAGES.includes(trimmed(pathname));

/**
 * Where the startup queue (and every prompt) may open: not while the player
 * waits for a transaction's outcome, and not on a status page. The queue
 * waits for the next page that allows it.
 */
export function startupMayRunOn(pathname: string): boolean {
  const page = trimmed(pathname);
  return !TRANSACTION_PAGES.includes(page) && !STATUS_PAGES.includes(page);
}

/**
 * The startup queue's dialogs (SPEC §4 order) offered on `pathname`: its
 * promotions are the lobby's popups, so they come on the lobby only.
 */
export function startupDialogsOn(queue: readonly ModalName[], pathname: string): ModalName[] {
  return isLobbyPage(pathname)
    ? [...queue]
    : queue.filter((name) => dialogKind(name) !== 'promotion');
}

/**
 * Where a promotion may open by itself: only where the player came to
 * browse, the lobby (lobby popups, the flash-sale promo) and the SPEC's popup
 * pages (their page popup). Never on payment, deposit-status, thank-you, game, account or
 * status pages. The flash-sale promo stays on the lobby: the store's cards
 * carry the same offers and countdowns.
 */
function promotionBelongsOn(name: ModalName, pathname: string): boolean {
  const page = trimmed(pathname);
  if (name === 'flashSalePromo') return LOBBY_PAGES.includes(page);
  return LOBBY_PAGES.includes(page) || POPUP_PAGES.includes(page);
}

/**
 * Whether `name` may be on screen on `pathname`. A queued dialog whose page
 * was left for one where it does not belong is taken off instead (the
 * complete-profile prompt once the player is on the account page).
 */
export function mayShowOn(name: ModalName, pathname: string): boolean {
  switch (dialogKind(name)) {
    case 'result':
      // The card page answers its own payment (the thank-you page, or its notice): the live
      // status of that payment shows on neither (issue 24: 'Payment Successful' was seen twice;
      // it could still open on the thank-you page while that page's code loaded).
      return !(name === 'transactionStatus' && PAYMENT_ANSWER_PAGES.includes(trimmed(pathname)));
    case 'player':
      return true;
    case 'prompt':
      return (
        startupMayRunOn(pathname) &&
        !(name === 'completeProfile' && trimmed(pathname) === PATHS.accountDetails)
      );
    case 'promotion':
      return promotionBelongsOn(name, pathname);
  }
}

/** What a dialog that wants to open by itself is judged against. */
export interface DialogScene {
  /** The page the player is on. */
  readonly pathname: string;
  /** Dialogs open (the first) or waiting, in order. */
  readonly queue: readonly ModalName[];
  /** Dialogs queued or shown since the player arrived on this page. */
  readonly pageVisit: readonly ModalName[];
  /** Promotions the player closed this browser session. */
  readonly dismissed: readonly ModalName[];
  /** Promotions that opened in this visit (the browser session), counted against the cap. */
  readonly shownThisVisit: readonly ModalName[];
  /** A signed-in player's startup dialogs have not been queued yet. */
  readonly startupPending: boolean;
}

/**
 * At most this many promotions open by themselves in one visit (a browser session), after the
 * startup queue's asks; the others wait for the next visit (issue 24: a new player met about
 * eight dialogs in the first minutes).
 */
export const MAX_PROMOTIONS_PER_VISIT = 2;

const busyFor = (queue: readonly ModalName[]): boolean =>
  queue.some((queued) => dialogKind(queued) !== 'prompt');

/**
 * Whether `name` may open by itself now. Results and dialogs the player
 * opened always may. A prompt needs a page that allows it. A promotion needs
 * its page, a finished startup queue, and: not closed by the player this
 * session, nothing in the queue but startup prompts (never over or behind a
 * result, a player's dialog or another promotion), no other promotion on this
 * page visit, no onboarding prompt (verify email, welcome or daily bonus)
 * on this page visit, and fewer than MAX_PROMOTIONS_PER_VISIT other promotions
 * opened in this visit.
 */
export function mayOpenByItself(name: ModalName, scene: DialogScene): boolean {
  if (!mayShowOn(name, scene.pathname)) return false;
  if (dialogKind(name) !== 'promotion') return true;
  return (
    !scene.startupPending &&
    !scene.dismissed.includes(name) &&
    (scene.shownThisVisit.includes(name) ||
      scene.shownThisVisit.length < MAX_PROMOTIONS_PER_VISIT) &&
    !busyFor(scene.queue) &&
    !scene.pageVisit.some(
      (seen) => dialogKind(seen) === 'promotion' || ONBOARDING_PROMPTS.includes(seen),
    )
  );
}

/**
 * The queue once `name` joins it. Prompts and promotions wait at the end. A
 * result or a player's dialog goes ahead of every waiting prompt and
 * promotion; the open dialog stays open, except that a result takes the
 * place of an open promotion (which is withdrawn, not counted as closed).
 * With the queue paused nothing is open, so it may go first.
 */
export function placeInQueue(
  queue: readonly ModalName[],
  name: ModalName,
  paused: boolean,
): ModalName[] {
  const kind = dialogKind(name);
  if (kind === 'prompt' || kind === 'promotion') return [...queue, name];
  const open = paused ? undefined : queue[0];
  if (kind === 'result' && open !== undefined && dialogKind(open) === 'promotion') {
    return [name, ...queue.slice(1)];
  }
  const from = open === undefined ? 0 : 1;
  const waiting = queue.slice(from).findIndex((queued) => {
    const queuedKind = dialogKind(queued);
    return queuedKind === 'prompt' || queuedKind === 'promotion';
  });
  if (waiting === -1) return [...queue, name];
  const at = from + waiting;
  return [...queue.slice(0, at), name, ...queue.slice(at)];
}

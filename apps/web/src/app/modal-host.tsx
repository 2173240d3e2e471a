import {
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation } from 'react-router';
import { mayShowOn } from '../lib/dialog-policy';
import {
  closeModal,
  popupIdOf,
  selectActiveModal,
  uiStore,
  useUiStore,
  type ModalName,
} from '../lib/ui-store';

/** React.lazy for a named export: each dialog's code (and the form library) loads on first open. */
function lazyDialog<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const FlashSaleDialog = lazyDialog(
  () => import('../features/store/flash-sale/flash-sale-dialog'),
  'FlashSaleDialog',
);

type FixedModalName = Exclude<ModalName, `popup:${number}`>;

const DIALOGS: Partial<Record<FixedModalName, LazyExoticComponent<ComponentType>>> = {
  login: lazyDialog(() => import('../features/auth/login-dialog'), 'LoginDialog'),
  signup: lazyDialog(() => import('../features/auth/sign-up-dialog'), 'SignUpDialog'),
  forgotPassword: lazyDialog(
    () => import('../features/auth/forgot-password-dialog'),
    'ForgotPasswordDialog',
  ),
  changePassword: lazyDialog(
    () => import('../features/auth/reset-password-dialog'),
    'ResetPasswordDialog',
  ),
  emailVerification: lazyDialog(
    () => import('../features/auth/email-not-verified-dialog'),
    'EmailNotVerifiedDialog',
  ),
  emailVerified: lazyDialog(
    () => import('../features/auth/email-verified-dialog'),
    'EmailVerifiedDialog',
  ),
  completeProfile: lazyDialog(
    () => import('../features/account/complete-profile-dialog'),
    'CompleteProfileDialog',
  ),
  profile: lazyDialog(() => import('../features/account/profile-dialog'), 'ProfileDialog'),
  welcomeBonus: lazyDialog(
    () => import('../features/bonuses/welcome-bonus-dialog'),
    'WelcomeBonusDialog',
  ),
  dailyBonus: lazyDialog(
    () => import('../features/bonuses/daily-bonus-dialog'),
    'DailyBonusDialog',
  ),
  transactionStatus: lazyDialog(
    () => import('../features/wallet/transaction-status-dialog'),
    'TransactionStatusDialog',
  ),
  orderSummary: lazyDialog(() => import('./order-summary-route'), 'OrderSummaryRoute'),
  redeem: lazyDialog(() => import('../features/redeem/redeem-dialog'), 'RedeemDialog'),
  kyc: lazyDialog(() => import('../features/kyc/kyc-start-dialog'), 'KycStartDialog'),
  kycDocuments: lazyDialog(
    () => import('../features/kyc/kyc-documents-dialog'),
    'KycDocumentsDialog',
  ),
  kycWidget: lazyDialog(() => import('../features/kyc/kyc-widget-dialog'), 'KycWidgetDialog'),
  ssn: lazyDialog(() => import('../features/kyc/ssn-dialog'), 'SsnDialog'),
  notice: lazyDialog(() => import('../components/notice-dialog'), 'NoticeDialog'),
  spinWheel: lazyDialog(
    () => import('../features/spin-wheel/spin-wheel-dialog'),
    'SpinWheelDialog',
  ),
  flashSale: FlashSaleDialog,
  flashSalePromo: FlashSaleDialog,
};

/** Every promotion popup (`popup:{popupId}`) is drawn by the one popup dialog. */
const PopupDialog = lazyDialog(() => import('../features/popups/popup-dialog'), 'PopupDialog');

const isPopup = (name: ModalName): boolean => popupIdOf(name) !== null;

/**
 * Shows the first dialog of the UI store's queue. A queued name whose dialog
 * a later issue builds is passed over so the queue keeps moving. It tells the
 * store the page (before any other effect of the same render, so a dialog
 * asking to open judges the new page), and a dialog that does not belong on
 * this page by the dialog policy is taken off instead of shown.
 */
export function ModalHost({
  only,
}: {
  /** The only dialogs this shell shows (the redeem-only screen's); others are taken off. */
  readonly only?: readonly ModalName[];
} = {}) {
  const { pathname } = useLocation();
  const active = useUiStore(selectActiveModal);
  const belongs =
    active !== null && mayShowOn(active, pathname) && (!only || only.includes(active));
  const Dialog = !active
    ? undefined
    : isPopup(active)
      ? PopupDialog
      : DIALOGS[active as FixedModalName];

  useLayoutEffect(() => {
    uiStore.enterPage(pathname);
  }, [pathname]);

  useEffect(() => {
    if (active && !belongs) uiStore.withdrawModal(active);
    else if (active && !Dialog) closeModal();
  }, [active, belongs, Dialog]);

  if (!active || !Dialog || !belongs) return null;
  return (
    <Suspense fallback={null}>
      <Dialog key={active} />
    </Suspense>
  );
}

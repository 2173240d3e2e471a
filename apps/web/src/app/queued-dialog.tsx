import { useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { closeModal, popupIdOf, type ModalName } from '../lib/ui-store';

const FlashSaleDialog = lazyNamed(
  () => import('../features/store/flash-sale/flash-sale-dialog'),
  'FlashSaleDialog',
);

type FixedModalName = Exclude<ModalName, `popup:${number}`>;

const DIALOGS: Partial<Record<FixedModalName, LazyExoticComponent<ComponentType>>> = {
  login: lazyNamed(() => import('../features/auth/login-dialog'), 'LoginDialog'),
  signup: lazyNamed(() => import('../features/auth/sign-up-dialog'), 'SignUpDialog'),
  forgotPassword: lazyNamed(
    () => import('../features/auth/forgot-password-dialog'),
    'ForgotPasswordDialog',
  ),
  changePassword: lazyNamed(
    () => import('../features/auth/reset-password-dialog'),
    'ResetPasswordDialog',
  ),
  emailVerification: lazyNamed(
    () => import('../features/auth/email-not-verified-dialog'),
    'EmailNotVerifiedDialog',
  ),
  emailVerified: lazyNamed(
    () => import('../features/auth/email-verified-dialog'),
    'EmailVerifiedDialog',
  ),
  completeProfile: lazyNamed(
    () => import('../features/account/complete-profile-dialog'),
    'CompleteProfileDialog',
  ),
  profile: lazyNamed(() => import('../features/account/profile-dialog'), 'ProfileDialog'),
  termsConsent: lazyNamed(
    () => import('../features/terms-consent/terms-consent-dialog'),
    'TermsConsentDialog',
  ),
  welcomeBonus: lazyNamed(
    () => import('../features/bonuses/welcome-bonus-dialog'),
    'WelcomeBonusDialog',
  ),
  dailyBonus: lazyNamed(() => import('../features/bonuses/daily-bonus-dialog'), 'DailyBonusDialog'),
  transactionStatus: lazyNamed(
    () => import('../features/wallet/transaction-status-dialog'),
    'TransactionStatusDialog',
  ),
  orderSummary: lazyNamed(() => import('./order-summary-route'), 'OrderSummaryRoute'),
  redeem: lazyNamed(() => import('../features/redeem/redeem-dialog'), 'RedeemDialog'),
  kyc: lazyNamed(() => import('../features/kyc/kyc-start-dialog'), 'KycStartDialog'),
  kycDocuments: lazyNamed(
    () => import('../features/kyc/kyc-documents-dialog'),
    'KycDocumentsDialog',
  ),
  kycWidget: lazyNamed(() => import('../features/kyc/kyc-widget-dialog'), 'KycWidgetDialog'),
  ssn: lazyNamed(() => import('../features/kyc/ssn-dialog'), 'SsnDialog'),
  w9: lazyNamed(() => import('../features/kyc/w9-dialog'), 'W9Dialog'),
  notice: lazyNamed(() => import('../components/notice-dialog'), 'NoticeDialog'),
  spinWheel: lazyNamed(() => import('../features/spin-wheel/spin-wheel-dialog'), 'SpinWheelDialog'),
  flashSale: FlashSaleDialog,
  flashSalePromo: FlashSaleDialog,
};

/** Every promotion popup (`popup:{popupId}`) is drawn by the one popup dialog. */
const PopupDialog = lazyNamed(() => import('../features/popups/popup-dialog'), 'PopupDialog');

const isPopup = (name: ModalName): boolean => popupIdOf(name) !== null;

/**
 * The dialog of a queued name. A queued name whose dialog a later issue builds is passed over
 * so the queue keeps moving.
 */
export function QueuedDialog({ name }: { readonly name: ModalName }) {
  const Dialog = isPopup(name) ? PopupDialog : DIALOGS[name as FixedModalName];
  useEffect(() => {
    if (!Dialog) closeModal();
  }, [Dialog]);
  return Dialog ? <Dialog /> : null;
}

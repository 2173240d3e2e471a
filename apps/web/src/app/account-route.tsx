import { AccountDetailsPage } from '../features/account/account-details-page';
import { PlaythroughSummary } from '../features/wallet/playthrough-summary';
import { TransactionsPanel } from '../features/wallet/transactions-panel';
import { RedemptionsPanel } from '../features/redeem/redemptions-panel';
import { FreeEntryPanel } from '../features/free-entry/free-entry-panel';
import { SupportTicketsPanel } from '../features/support/support-tickets-panel';
import { SUPPORT_TAB } from '../features/support/support-tab';
import { CoinsIcon, MailIcon, TrophyIcon } from '../components/icons';
import { FREE_ENTRY_TAB, REDEMPTIONS_TAB } from '../lib/paths';

/**
 * /user/account-details: the account feature's page with the wallet
 * feature's Transactions, the redeem feature's Redemptions and the free-entry feature's Free Entry
 * sections and the support feature's Support section (decision 061), composed here because features do not import each other.
 */
export function AccountRoute() {
  return (
    <AccountDetailsPage
      extraTabs={[
        {
          id: 'transactions',
          label: 'Transactions',
          icon: <CoinsIcon size={18} />,
          panel: (
            <section className="account-card" aria-labelledby="account-transactions-title">
              <h2 id="account-transactions-title" className="account-card__title">
                <CoinsIcon size={20} /> Transactions
              </h2>
              <PlaythroughSummary />
              <TransactionsPanel />
            </section>
          ),
        },
        {
          id: REDEMPTIONS_TAB,
          label: 'Redemptions',
          icon: <TrophyIcon size={18} />,
          panel: (
            <section className="account-card" aria-labelledby="account-redemptions-title">
              <h2 id="account-redemptions-title" className="account-card__title">
                <TrophyIcon size={20} /> Redemptions
              </h2>
              <RedemptionsPanel />
            </section>
          ),
        },
        {
          id: FREE_ENTRY_TAB,
          label: 'Free Entry',
          icon: <MailIcon size={18} />,
          panel: <FreeEntryPanel />,
        },
        {
          id: SUPPORT_TAB,
          label: 'Support',
          icon: <MailIcon size={18} />,
          panel: <SupportTicketsPanel />,
        },
      ]}
    />
  );
}

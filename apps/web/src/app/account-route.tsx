import { AccountDetailsPage } from '../features/account/account-details-page';
import { TransactionsPanel } from '../features/wallet/transactions-panel';
import { CoinsIcon } from '../components/icons';

/**
 * /user/account-details: the account feature's page with the wallet
 * feature's Transactions section, composed here because features do not
 * import each other.
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
              <TransactionsPanel />
            </section>
          ),
        },
      ]}
    />
  );
}

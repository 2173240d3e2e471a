import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { CoinsIcon } from '../../components/icons';
import { PATHS } from '../../lib/paths';

/** Where card and bank payment providers send the player back (public). */
export function DepositStatusPage() {
  return (
    <PlaceholderPage
      title="Payment Status"
      description="The result of your payment will be shown here once payments are connected."
      icon={<CoinsIcon size={32} />}
    >
      <Link className="btn btn--primary" to={PATHS.home}>
        Back to Lobby
      </Link>
    </PlaceholderPage>
  );
}

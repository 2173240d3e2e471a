import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { ArrowLeftIcon, ShieldIcon } from '../../components/icons';
import { PATHS } from '../../lib/paths';

/** Full-screen page that will embed the hosted card-payment form (SPEC §2). */
export function PaymentPage() {
  return (
    <div className="payment-page">
      <Link className="back-link" to={PATHS.home}>
        <ArrowLeftIcon /> Back to Lobby
      </Link>
      <PlaceholderPage
        title="Secure Payment"
        description="The secure card payment form will open here."
        icon={<ShieldIcon size={32} />}
      />
    </div>
  );
}

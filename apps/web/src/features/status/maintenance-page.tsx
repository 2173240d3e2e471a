import { StatusPage } from '../../components/status-page';

export function MaintenancePage() {
  return (
    <StatusPage
      title="We'll be right back"
      text="The site is down for scheduled maintenance. Your coins and progress are safe. Please check back shortly."
    >
      <button
        type="button"
        className="btn btn--primary btn--lg"
        onClick={() => window.location.assign('/')}
      >
        Check Again
      </button>
    </StatusPage>
  );
}

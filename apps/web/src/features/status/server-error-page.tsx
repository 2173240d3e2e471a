import { useNavigate } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { PATHS } from '../../lib/paths';

export function ServerErrorPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      code="500"
      title="Something went wrong"
      text="We hit an unexpected problem on our side. Your coins and progress are safe. Please try again in a few minutes."
    >
      <button
        type="button"
        className="btn btn--primary btn--lg"
        onClick={() => navigate(PATHS.home)}
      >
        Back to Home Page
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--lg"
        onClick={() => window.location.reload()}
      >
        Try Again
      </button>
    </StatusPage>
  );
}

import { useNavigate } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { PATHS } from '../../lib/paths';

/** SPEC §2: the 404 page, with its exact wording. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      code="404"
      title="404 : PAGE NOT FOUND"
      text="The page you are looking for doesn't exist."
    >
      <button
        type="button"
        className="btn btn--primary btn--lg"
        onClick={() => navigate(PATHS.home)}
      >
        Back to Home Page
      </button>
    </StatusPage>
  );
}

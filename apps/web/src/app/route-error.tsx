import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../components/status-page';

/**
 * Shown when a route fails to render or its code fails to load (for example
 * after a new deploy): a clear message and a reload, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="app-main app-main--bare">
      <StatusPage
        code={notFound ? '404' : '500'}
        title={notFound ? '404 : PAGE NOT FOUND' : 'Something went wrong'}
        text={
          notFound
            ? "The page you are looking for doesn't exist."
            : 'This page could not be shown. Please reload to try again.'
        }
      >
        <button
          type="button"
          className="btn btn--primary btn--lg"
          onClick={() => window.location.assign('/')}
        >
          Back to Home Page
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--lg"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </StatusPage>
    </main>
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/fonts';
import './app/theme.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setTransportEffects } from './lib/api-client';
import { registerServiceWorker } from './lib/service-worker';
import { requestStepUp } from './lib/step-up';

/** The app's first render, in a transition: in short slices, so the page stays responsive. */
function render(router: ReturnType<typeof createAppRouter>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  // Whatever the server put in #root (the lobby's first paint) shows until the app commits.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/** The router and the transport's navigation, then (in the next task) the first render. */
function start() {
  const router = createAppRouter();

  // SPEC §8 "go to /" navigates inside the app instead of reloading it.
  setTransportEffects({
    navigate: (path) => {
      void router.navigate(path, { replace: true });
    },
    // A 2341 answer opens the step-up code dialog (decision 039).
    stepUp: requestStepUp,
  });

  setTimeout(() => render(router), 0);
}

// The modules' own start-up is one task; the app starts in another. A visitor's lobby, which the
// server paints first, loads this module only once that paint is on screen (boot.ts).
setTimeout(start, 0);

// The installable app's worker, after the page has loaded (decision 043).
registerServiceWorker();

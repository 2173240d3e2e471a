import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/fonts';
import './app/theme.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setTransportEffects } from './lib/api-client';

const router = createAppRouter();

// SPEC §8 "go to /" navigates inside the app instead of reloading it.
setTransportEffects({
  navigate: (path) => {
    void router.navigate(path, { replace: true });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/theme.css';
import { AdminProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAdminRouter } from './app/router';
import { setApiEffects } from './lib/api-client';

const queryClient = createQueryClient();
const router = createAdminRouter();

// 4003 from any call: the session is gone; forget what was cached and sign in again.
setApiEffects({
  sessionEnded: () => {
    queryClient.clear();
    if (router.state.location.pathname !== '/sign-in')
      void router.navigate('/sign-in', { replace: true });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AdminProviders client={queryClient}>
      <RouterProvider router={router} />
    </AdminProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './App.tsx';
import { setupI18n } from './i18n/index.ts';
import { AppRoutes } from './routes.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('AlphaDesk: the #root element is missing from index.html');

// Texts first: a visitor who chose English must not see a flash of Chinese.
await setupI18n();

// BrowserRouter rather than a data router: the site uses no loaders or actions, and the data router
// would add tens of kilobytes to the landing page's first load.
createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);

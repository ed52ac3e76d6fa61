import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { routerBasename } from './basename.ts';
import { setupI18n } from './i18n/index.ts';
import { ADMIN_BUNDLE_MARKER } from './marker.ts';
import { AppRoutes } from './routes.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('AlphaDesk admin: the #root element is missing from index.html');
// Marks the page as the back-office (also keeps the marker string in the bundle; see marker.ts).
document.documentElement.dataset.app = ADMIN_BUNDLE_MARKER;

await setupI18n();

createRoot(container).render(
  <StrictMode>
    <App>
      <BrowserRouter basename={routerBasename(window.location.pathname)}>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);

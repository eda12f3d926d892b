import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Pre-rendered pages arrive with markup inside #root: hydrate them; otherwise render fresh.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

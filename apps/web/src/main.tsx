import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './shared/i18n/i18n.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render runs as a transition, so React yields to the browser between pieces of work
// instead of one long task (Total Blocking Time on phones; bench/lighthouse.ts measures it).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

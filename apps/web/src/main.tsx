import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './shared/i18n/i18n.ts';
import './styles.css';

// Under the strict Content-Security-Policy (ADR 0025) zod's probe for `new Function` is refused
// and reported as a violation; its parsers work the same without it. This is the object zod's
// `config()` writes to (shared by every copy of zod); setting it here keeps zod out of the entry
// bundle. e2e/security/csp.spec.ts fails if the probe comes back.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;

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

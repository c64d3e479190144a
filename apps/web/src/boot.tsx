import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// A transition renders in slices that yield to the browser, so a reader who taps while the app
// boots is answered between them instead of after one long task.
startTransition(() => createRoot(document.getElementById('root')!).render(<App />));

import { startTransition } from 'react';

/** Lets the browser paint and answer input before the next stage of the start. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

// The app starts in stages, each a task of its own: React DOM, then the app's modules, then the
// render (a transition, which itself yields between slices). One task for all three kept the main
// thread busy long enough to delay a reader's first tap (total blocking time).
const appModule = import('./app/app');
const { createRoot } = await import('react-dom/client');
await yieldToBrowser();
const { App } = await appModule;
await yieldToBrowser();
startTransition(() => createRoot(document.getElementById('root')!).render(<App />));

import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './index.css';

// The app's code is requested after the first paint, so the page rendered at build time (/home)
// shows while it downloads instead of waiting behind it. requestAnimationFrame runs just before
// that paint; the task it queues runs just after.
requestAnimationFrame(() => setTimeout(() => void import('./boot')));

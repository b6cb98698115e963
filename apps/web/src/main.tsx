import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOutbox } from './lib/outbox.app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Writes a previous visit left unsent (progress) go out as soon as the app starts.
startOutbox();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

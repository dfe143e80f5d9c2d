import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startEarly } from './startup';

startEarly(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
    <StrictMode>
        <App />
    </StrictMode>
);

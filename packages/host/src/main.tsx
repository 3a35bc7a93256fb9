import './app/styles/portal.css';
import { bootPortal } from './app/boot.js';

// The portal's entry (index.html loads it): everything else starts in bootPortal.
const container = document.getElementById('root');
if (container) void bootPortal(container);

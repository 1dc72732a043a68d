import { startApp } from './app';
import './styles/global.css';
import './styles/components.css';

// Every client route that is not prerendered (the prerendered marketing pages start from src/prerender/client.tsx).
startApp(document.getElementById('root')!);

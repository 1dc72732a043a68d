import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderPlugin } from './prerender-plugin.ts';

// The gateway's settings (PRODUCT_NAME, GA_MEASUREMENT_ID, APP_HOST_URL) are the defaults of the
// frontend's VITE_* variables, so one setting configures both and the name is never hard-coded twice.
const shared = ['PRODUCT_NAME', 'GA_MEASUREMENT_ID', 'APP_HOST_URL', 'SUPPORT_EMAIL'];
for (const name of shared) {
  if (process.env[`VITE_${name}`] === undefined && process.env[name] !== undefined) process.env[`VITE_${name}`] = process.env[name];
}
process.env.VITE_PRODUCT_NAME ??= 'Wonderkin';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    // prerenderPlugin: /, /free, /custombooks and /links as static HTML, hydrated by src/prerender/client.tsx.
    plugins: [react(), prerenderPlugin()],
    envPrefix: 'VITE_',
    // src/lib/config.ts reads the settings from this constant (jest-safe, unlike import.meta.env).
    define: { __WK_ENV__: JSON.stringify(env) },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:3000',
        '/media': 'http://localhost:3000',
        '/socket.io': { target: 'http://localhost:3000', ws: true },
      },
    },
    // package.json "sideEffects" (only stylesheets have any) lets the build split by what each page really uses: the
    // landing page loads the few components it shows, not every component (README "Landing page").
    build: { outDir: 'dist', sourcemap: true },
  };
});

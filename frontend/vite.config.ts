import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// PRODUCT_NAME is the one setting for the product's name; it is baked into the build as VITE_PRODUCT_NAME.
process.env.VITE_PRODUCT_NAME ??= process.env.PRODUCT_NAME ?? 'Wonderkin';

export default defineConfig({
  plugins: [react()],
  envPrefix: 'VITE_',
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './build/precompress-assets';

// The dev server proxies the API to the Fastify server; the build lands in apps/web/dist,
// which the server serves in production and in the browser tests.
export default defineConfig({
  plugins: [react(), precompressAssets()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      // The run progress socket (spec §7: its own path, websocket only).
      '/socket': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Stable vendor chunks: they change less often than our code and cache well.
        // Charts (echarts) stay out of the first load: only lazy screens import them.
        // The mantine and data chunks hold only what the first load imports ('$initial'): a
        // component or zod feature used by a lazy screen alone loads with that screen.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'] },
            // Only echarts and zrender: a group takes its modules' dependencies along, and a
            // package shared with the forms would tie them to echarts.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zustand|zod)[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to the Fastify server; the build lands in apps/web/dist,
// which the server serves in production and in the browser tests.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Stable vendor chunks: they change less often than our code and cache well.
        // Charts (echarts) stay out of the first load: only lazy screens import them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zustand|zod)[\\/]/ },
          ],
        },
      },
    },
  },
});

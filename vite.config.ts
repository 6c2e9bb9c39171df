import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/** Vendor code in long-lived chunks of its own, so a deploy of our code leaves them cached. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
];

/**
 * The back office: its own build, served by the API server under /admin (docs/decisions/024).
 * Nothing here is imported by apps/web, so players never download it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: { port: 4174 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});

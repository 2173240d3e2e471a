import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { preactAliases } from './build/preact-alias';
import { preloadFont } from './build/preload-font';
import { pwa } from './build/pwa';
import { pwaBrand } from './build/pwa-manifest';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Vendor code is split by how soon the player needs it: Preact and the router
 * load with the lobby; toasts, forms, validation and sockets load only with the
 * screens and dialogs that use them, so the lobby's first download stays small.
 * The app's own code that the first page runs (the frame, the lobby and the
 * libraries they use) is one chunk: by itself Rolldown would cut it into small
 * shared chunks, one for each set of lazily loaded screens that also uses a
 * part, and each would be a download of its own, compressed on its own.
 */
const chunkGroups = [
  // React's API on Preact (decision 062): the runtime every screen needs.
  { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'toasts', test: /node_modules[\\/]sonner[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  {
    name: 'realtime',
    test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
    priority: 20,
  },
  // '$initial': only the modules the entry imports, directly or through others.
  {
    name: 'app',
    test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/,
    tags: ['$initial' as const],
    priority: 10,
  },
];

/** Mulish (SPEC §9), the Latin letters: the text of every page. */
const TEXT_FONT = 'mulish-latin-wght-normal-';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    preloadFont(TEXT_FONT),
    // The installable app: manifest, offline page, service worker (decision 043).
    pwa(pwaBrand(loadEnv(mode, process.cwd(), 'VITE_')), TEXT_FONT),
    precompress(),
  ],
  resolve: { alias: preactAliases },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
      '/sandbox': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}));

import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineStyleHashes } from './build/inline-style-hashes';
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
const APP_CODE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/;
const BOOT_CODE = /[\\/]apps[\\/]web[\\/]src[\\/](boot|lib[\\/]after-first-paint)\.ts$/;

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
  // Vite's loader of a dynamic import's files (scripts and stylesheets), which the boot script
  // needs too: in a file of its own, or the boot script would import the app's chunk with it.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 40 },
  // '$initial': only the modules the entries import, directly or through others; but not the
  // visitor lobby's boot script and what it alone imports, which stay in its own small file.
  {
    name: 'app',
    test: (id: string) => APP_CODE.test(id) && !BOOT_CODE.test(id),
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
    // What the player pages' CSP allows of the styles the app writes into them (decision 069).
    inlineStyleHashes(),
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
    // The server reads where the build put the boot script and the app's files (server platform/lobby-page.ts).
    manifest: true,
    rolldownOptions: {
      // index.html loads the app (main.tsx); a visitor's lobby page loads boot.ts, which loads
      // main.tsx after the page's first paint (decision 069).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}));

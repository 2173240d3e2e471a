import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'server', 'src', 'main.ts');

// Builds whatever part of the product has no build output yet, so `npm start` works straight after `npm ci`.
// Pass workspace names to limit the check (e.g. `backend` for the worker entry).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const outputs = {
  // Every other part imports it (built JavaScript), so it comes first and is always checked.
  'packages/contracts': 'packages/contracts/dist/index.js',
  backend: 'backend/dist/main.js',
  // The public pages' documents link the shell's entry files listed there (frontend-shell/document-assets.plugin.js).
  'frontend-shell': 'frontend-shell/dist/document-assets.json',
  'frontend-public': 'frontend-public/dist-ssr/server.cjs',
  'frontend-admin': 'frontend-admin/dist/mf-manifest.json',
};

const wanted = process.argv.length > 2 ? ['packages/contracts', ...process.argv.slice(2)] : Object.keys(outputs);
const missing = wanted.filter((workspace) => !existsSync(outputs[workspace]));
if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} (no build output yet)...`);
  const result = spawnSync('npm', ['run', 'build', ...missing.flatMap((workspace) => ['-w', workspace])], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The API's memory settings (backend/runtime-settings.json; README, "Memory") are part of the product: every start
// path applies them, so an installation and the benchmarks that measure it run alike. This checks that `npm start`
// and `npm run start:worker` (root and backend) and the Dockerfile carry them; the reliability suites and benchmarks read
// the file itself (reliability/src/support/product.ts). Run by `npm run lint`; exits non-zero with each disagreement.
import { readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const settings = JSON.parse(read('backend/runtime-settings.json'));
const assignments = Object.entries(settings.env).map(([name, value]) => `${name}=${value}`);
const apiOptions = settings.apiNodeOptions.join(' ');
const problems = [];

const rootScripts = JSON.parse(read('package.json')).scripts;
const backendScripts = JSON.parse(read('backend/package.json')).scripts;
const expected = [
  ['package.json scripts.start', rootScripts.start, `${assignments.join(' ')} node ${apiOptions} backend/dist/main.js`],
  [
    'package.json scripts.start:worker',
    rootScripts['start:worker'],
    `${assignments.join(' ')} node backend/dist/worker.js`,
  ],
  [
    'backend/package.json scripts.start',
    backendScripts.start,
    `${assignments.join(' ')} node ${apiOptions} dist/main.js`,
  ],
  [
    'backend/package.json scripts.start:worker',
    backendScripts['start:worker'],
    `${assignments.join(' ')} node dist/worker.js`,
  ],
];
for (const [where, script, command] of expected)
  if (!script?.endsWith(command)) problems.push(`${where} should end with \`${command}\` (it is \`${script}\`)`);

const dockerfile = read('Dockerfile');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
for (const assignment of assignments)
  if (!new RegExp(`^ENV [^]*?\\b${assignment}\\b`, 'm').test(runtimeStage))
    problems.push(`Dockerfile: the runtime stage does not set ENV ${assignment}`);
const cmd = `CMD ${JSON.stringify(['node', ...settings.apiNodeOptions, 'backend/dist/main.js'])}`;
if (!runtimeStage.includes(cmd.replace(/","/g, '", "')))
  problems.push(`Dockerfile: the runtime stage's CMD is not ${cmd}`);

if (problems.length > 0) {
  console.error(`Runtime settings check (backend/runtime-settings.json):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Runtime settings check: ${assignments.join(' ')} ${apiOptions} in npm start, start:worker and the Dockerfile`,
);

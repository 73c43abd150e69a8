// `npm test`: every check of the repository, one stage after another. A failing stage fails the run and no later
// stage starts; the time of each stage is listed at the end (CI's log shows where the minutes go).
import { spawn } from 'node:child_process';

const STAGES = [
  'npm run lint',
  'npm run test:scripts',
  'npm run typecheck',
  'npm run build',
  'npm run test:frontends',
  'npm test -w backend',
  'npm test -w e2e',
  'npm run test:faults',
  'npm run test:hostile',
  'npm run test:load',
];

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      timings.push(
        `${ok ? 'ok    ' : 'FAILED'} ${String(seconds).padStart(5)} s  ${command}${ok ? '' : ` (${signal ?? code})`}`,
      );
      resolve(ok);
    });
  });
}

const timings = [];
const started = Date.now();
let failed = false;
for (const command of STAGES) {
  if (!(await run(command))) {
    failed = true;
    break;
  }
}
console.log(
  `\n${timings.join('\n')}\n${Math.round((Date.now() - started) / 1000)} s in all${failed ? ', FAILED' : ''}`,
);
process.exit(failed ? 1 : 0);

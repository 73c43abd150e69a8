// `npm test`: every check of the repository, in stages. The commands of one stage run side by side (each mostly
// uses one core, and CI has two); each one's output is printed whole when it ends, so it stays readable. A failing
// command fails the run, and no later stage starts. The time of each command is listed at the end.
import { spawn } from 'node:child_process';

const STAGES = [
  ['npm run lint', 'npm run typecheck'],
  ['npm run build'],
  ['npm test -w frontend-public'],
  ['npm test -w backend'],
  ['npm test -w e2e'],
  ['npm run test:faults'],
  ['npm run test:hostile'],
  ['npm run test:load'],
];

const timings = [];

/** Runs one command; alone it writes straight to the terminal, beside others its output is kept for the end. */
function run(command, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      timings.push(`${ok ? 'ok    ' : 'FAILED'} ${String(seconds).padStart(5)} s  ${command}`);
      if (!alone)
        process.stdout.write(`\n=== ${command} (${seconds} s, ${ok ? 'ok' : `failed: ${signal ?? code}`})\n${output}`);
      resolve(ok);
    });
  });
}

const started = Date.now();
let failed = false;
for (const stage of STAGES) {
  const alone = stage.length === 1;
  if (!alone) console.log(`\n=== side by side: ${stage.join(' | ')}`);
  const results = await Promise.all(stage.map((command) => run(command, alone)));
  if (results.includes(false)) {
    failed = true;
    break;
  }
}
console.log(
  `\n${timings.join('\n')}\n${Math.round((Date.now() - started) / 1000)} s in all${failed ? ', FAILED' : ''}`,
);
process.exit(failed ? 1 : 0);

// The development loop: every frontend rebuilds on change and the API restarts on change, in one terminal.
import { spawn, spawnSync } from 'node:child_process';

// Every other part imports the contracts' built JavaScript: built once before the others start, then rebuilt on change.
const built = spawnSync('npm', ['run', 'build', '-w', 'packages/contracts'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const tasks = [
  ['contracts', ['run', 'dev', '-w', 'packages/contracts']],
  ['shell', ['run', 'dev', '-w', 'frontend-shell']],
  ['public', ['run', 'dev', '-w', 'frontend-public']],
  ['admin', ['run', 'dev', '-w', 'frontend-admin']],
  ['api', ['run', 'dev', '-w', 'backend']],
];

const children = tasks.map(([name, args]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll();
  });
  return child;
});

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

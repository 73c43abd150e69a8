// The development loop: every frontend rebuilds on change and the API restarts on change, in one terminal.
import { spawn } from 'node:child_process';

const tasks = [
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

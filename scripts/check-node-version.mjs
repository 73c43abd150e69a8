// One Node version for the whole repository: `.nvmrc` names it, and `engines`, the README, the Dockerfile and the
// running Node (CI) must agree with it. The Dockerfile must also copy every workspace's package.json before `npm ci`,
// or the image's install misses a workspace. Run by `npm run lint`; exits non-zero with each disagreement.
import { readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const version = read('.nvmrc').trim();
const [major, minor] = version.split('.').map(Number);
const problems = [];

const root = JSON.parse(read('package.json'));
if (root.engines?.node !== `>=${version}.0`)
  problems.push(`package.json engines.node is "${root.engines?.node}", expected ">=${version}.0"`);

if (!read('README.md').includes(`Node.js ${version} or newer`))
  problems.push(`README.md does not say "Node.js ${version} or newer"`);

const dockerfile = read('Dockerfile');
if (!dockerfile.includes(`ARG NODE_VERSION=${version}\n`))
  problems.push(`Dockerfile does not declare ARG NODE_VERSION=${version}`);
for (const from of dockerfile.matchAll(/^FROM (\S+)/gm))
  if (from[1] !== 'node:${NODE_VERSION}-slim')
    problems.push(`Dockerfile: FROM ${from[1]} is not node:\${NODE_VERSION}-slim`);
for (const workspace of root.workspaces) {
  const copies = dockerfile.split('\n').filter((line) => line === `COPY ${workspace}/package.json ${workspace}/`);
  if (copies.length !== 2)
    problems.push(`Dockerfile: the build and deps stages must each copy ${workspace}/package.json`);
}

const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number);
if (runningMajor < major || (runningMajor === major && runningMinor < minor))
  problems.push(`running Node ${process.versions.node}, older than ${version}`);

if (problems.length > 0) {
  console.error(`Node version check (.nvmrc says ${version}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Node version check: ${version} in .nvmrc, engines, README and Dockerfile; running ${process.versions.node}`,
);

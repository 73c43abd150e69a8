// The lint rule that keeps packages apart (PACKAGE_SOURCE_BY_PATH in eslint.config.js), run through ESLint's Node API
// with the repository's configuration: `node --test scripts/eslint-boundaries.test.mjs`.
// The snippets are linted as .js files, which skips the type-aware rules (no TypeScript project to load); the rule
// reads only the import's text, so it applies to .ts and .tsx files alike.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The no-restricted-imports messages for `source` linted as if it were the file at `filePath`. */
async function boundaryErrors(source, filePath) {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.line);
}

test("importing another package's src by relative path is an error", async () => {
  const source = [
    "import { announceSessionChange } from '../../../frontend-shell/src/session/session-events';",
    "import { trackingWord } from '../../../../backend/src/common/tracking-words';",
    "export { LANGUAGES } from '../../packages/languages/src/index';",
    "import type { Schemas } from '../../packages/api-client/src/index';",
  ].join('\n');
  assert.deepEqual(await boundaryErrors(source, 'frontend-admin/src/pages/boundary-check.js'), [1, 2, 3, 4]);
});

test('package names, files of the same package and the shared test servers are allowed', async () => {
  const source = [
    "import { PUBLIC_REMOTE } from '@parcelpilot/contracts';",
    "import { LANGUAGES } from '@parcelpilot/languages';",
    "import PublicApp from '../src/app';",
    "import { statusSlug } from '../../tracking/tracking-status';",
    "import { LoopbackSmtpServer } from '../../../backend/src/modules/mailing/testing/loopback-smtp-server.test-support.js';",
  ].join('\n');
  assert.deepEqual(await boundaryErrors(source, 'frontend-public/server/boundary-check.js'), []);
});

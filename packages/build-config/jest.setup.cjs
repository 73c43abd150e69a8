// jsdom has no TextEncoder, which react-router reads when it loads; Node's is the standard one.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file, which Jest loads as it is
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

import { frontendJestConfig } from '@parcelpilot/build-config/jest.common.js';

// The contracts run in the browser (the session event) as well as on Node, so they are tested in the frontends' jsdom;
// their own imports carry the `.js` the compiled package needs.
export default { ...frontendJestConfig, moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' } };

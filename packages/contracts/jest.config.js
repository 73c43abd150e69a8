import { frontendJestConfig } from '@parcelpilot/build-config/jest.common.js';

// The contracts run in the browser (the session event) as well as on Node: tested in the frontends' jsdom.
export default frontendJestConfig;

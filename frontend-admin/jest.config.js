import { frontendJestConfig } from '@parcelpilot/build-config/jest.common.js';

export default frontendJestConfig;

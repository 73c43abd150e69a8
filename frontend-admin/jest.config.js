import { frontendJestConfig } from '../frontend-shell/jest.common.js';

export default frontendJestConfig;

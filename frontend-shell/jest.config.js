import { frontendJestConfig } from './jest.common.js';

export default frontendJestConfig;

// Every table of the application; drizzle-kit reads this file to generate migrations.
export * from './system-state.table.js';
export * from './users.table.js';
export * from './tracking.table.js';
export * from './route-stats.table.js';

// Every table of the application; drizzle-kit reads this file to generate migrations.
export * from './system-state.table.js';
export * from './users.table.js';
export * from './tracking.table.js';
export * from './carriers.table.js';
export * from './taxonomy.table.js';
export * from './content.table.js';
export * from './shops.table.js';
export * from './settings.table.js';
export * from './keywords.table.js';
export * from './files.table.js';
export * from './countries.table.js';
export * from './seed-ledger.table.js';
export * from './route-stats.table.js';
export * from './contact-messages.table.js';
export * from './seventeen-track.table.js';
export * from './follows.table.js';
export * from './stalls-confirmations.table.js';

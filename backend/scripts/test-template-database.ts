import 'reflect-metadata';
import { buildTemplateDatabase } from '../src/testing/template-database.js';

// Run by jest.global-setup.js: `test-template-database.ts <name>` with TEST_DATABASE_URL set.
const adminUrl = process.env.TEST_DATABASE_URL;
const name = process.argv[2];
if (!adminUrl || !name) throw new Error('usage: TEST_DATABASE_URL=... test-template-database.ts <database name>');
await buildTemplateDatabase(adminUrl, name);

import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { configOrExit, createApiApp, keepConnectionsAlive } from './bootstrap.js';

const config = configOrExit('api');
const app = await createApiApp(config);
keepConnectionsAlive(app.getHttpServer());
await app.listen(config.port, config.host);
new Logger('Bootstrap').log(
  `ParcelPilot ${config.version} listening on http://localhost:${config.port} ` +
    `(database: ${config.database.url ? 'PostgreSQL' : `PGlite in ${config.database.pgliteDir}`}, ` +
    `workers: ${config.runWorkers ? 'in this process' : 'separate'})`,
);

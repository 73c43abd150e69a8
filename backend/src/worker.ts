import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/logging.js';
import { configOrExit } from './bootstrap.js';

/** Worker-only entry: the same modules as the API, no HTTP server, every queue's workers running. */
const config = configOrExit('worker');
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, 'worker'), { bufferLogs: true });
app.useLogger(app.get(AppLogger));
app.enableShutdownHooks();
new NestLogger('Worker').log(`ParcelPilot worker ${config.version} started`);

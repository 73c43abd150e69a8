import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { openDatabase, type DatabaseConnection } from './database.js';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

/** Opens the database once, applies pending migrations, and closes it on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<DatabaseConnection> => {
        const connection = await openDatabase(config.database);
        await connection.migrate();
        return connection;
      },
    },
  ],
  exports: [DATABASE_CONNECTION],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

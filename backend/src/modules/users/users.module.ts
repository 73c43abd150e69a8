import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FirstAdminService } from './first-admin.service.js';
import { ProfileController } from './profile.controller.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [AuthModule],
  controllers: [UsersController, ProfileController],
  providers: [UsersService, FirstAdminService],
})
export class UsersModule {}

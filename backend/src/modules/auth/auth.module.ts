import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersRepository } from '../users/users.repository.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordService } from './password.service.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { SessionService } from './session.service.js';
import { WindowCounterService } from './window-counter.service.js';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    UsersRepository,
    AuthService,
    PasswordService,
    SessionService,
    LoginThrottleService,
    LocalStrategy,
    AccessGuard,
    WindowCounterService,
    RateLimitGuard,
  ],
  exports: [
    AuthService,
    PasswordService,
    SessionService,
    AccessGuard,
    RateLimitGuard,
    UsersRepository,
    WindowCounterService,
    LoginThrottleService,
  ],
})
export class AuthModule {}

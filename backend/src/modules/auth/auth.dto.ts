import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../../common/roles.decorator.js';
import type { SessionUser } from '../../common/session-user.js';

export class LoginDto {
  @ApiProperty({ example: 'admin@localhost' })
  @IsString()
  @IsNotEmpty({ message: 'Enter your email' })
  @MaxLength(320)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Enter your password' })
  @MaxLength(200)
  password: string;
}

export class SessionUserDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
}

export class SessionResponseDto {
  @ApiProperty({ type: SessionUserDto, nullable: true }) user: SessionUserDto | null;
  @ApiProperty() isAuthorised: boolean;
  @ApiPropertyOptional({ description: 'Send as the x-csrf-token header with every change made in this session' })
  csrfToken?: string;
}

export function mapSession(user: SessionUser | null, csrfToken?: string): SessionResponseDto {
  if (!user) return { user: null, isAuthorised: false };
  return { user: { _id: user.id, name: user.name, image: user.image, role: user.role }, isAuthorised: true, csrfToken };
}

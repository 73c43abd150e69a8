import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsEmailAddress } from '../../common/email-address.validator.js';
import { ROLES, type Role } from '../../common/roles.decorator.js';
import { IsFileLink } from '../../common/safe-link.js';
import type { UserRow } from './users.repository.js';

export const PASSWORD_MIN_LENGTH = 10;
export const NAME_REQUIRED = 'Please fill in the field';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UserResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() disabled: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateUserDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: NAME_REQUIRED })
  @MaxLength(200)
  name: string;

  @ApiProperty()
  @Transform(trim)
  @IsEmailAddress({ message: 'Not valid format' })
  @MaxLength(320)
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(200)
  password: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `Role must be one of: ${ROLES.join(', ')}` })
  role: Role;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A file uploaded to this site: /api/files/raw/<sha256>.<extension>',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @IsFileLink()
  image?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;
}

export class UpdateUserDto extends PartialType(CreateUserDto) {}

export class ProfileResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
}

export class UpdateProfileDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: NAME_REQUIRED })
  @IsNotEmpty({ message: NAME_REQUIRED })
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A file uploaded to this site: /api/files/raw/<sha256>.<extension>',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @IsFileLink()
  image?: string | null;

  @ApiPropertyOptional({ description: 'Required to change the password' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @ApiPropertyOptional({ minLength: PASSWORD_MIN_LENGTH })
  @IsOptional()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(200)
  newPassword?: string;
}

export function mapUser(row: UserRow): UserResponseDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    image: row.image,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function mapProfile(row: UserRow): ProfileResponseDto {
  return { _id: row.id, name: row.name, email: row.email, image: row.image, role: row.role };
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimString } from './transforms.js';
import { NAME_REQUIRED } from './validation-messages.js';

/** A required name: trimmed; missing, blank or not a string answers the spec's "Name cannot be empty". */
export function RequiredName(maxLength = 200): PropertyDecorator {
  return applyDecorators(
    ApiProperty(),
    Transform(trimString),
    IsString({ message: NAME_REQUIRED }),
    IsNotEmpty({ message: NAME_REQUIRED }),
    MaxLength(maxLength),
  );
}

/** An optional machine name (sys_name, system_name) that the service derives from the name when missing. */
export function DerivedMachineName(description = 'Derived from the name when missing'): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsString(), MaxLength(200));
}

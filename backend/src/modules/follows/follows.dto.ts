import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../common/email-address.validator.js';
import { FOLLOW_LANGUAGES, type FollowLanguage } from './follow-mail-texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class FollowDto {
  @ApiProperty({ description: 'The tracking number, as on the result page.', maxLength: 60 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  number: string;

  @ApiProperty({ example: 'you@example.com', maxLength: 320 })
  @Transform(trim)
  @MaxLength(320)
  @IsEmailAddress({ message: 'Not a valid e-mail address' })
  email: string;

  @ApiProperty({ enum: FOLLOW_LANGUAGES, description: 'The language the mails are written in.' })
  @IsIn(FOLLOW_LANGUAGES)
  language: FollowLanguage;
}

export class FollowAcceptedDto {
  @ApiProperty({
    enum: ['confirmation-sent'],
    description: 'Always the same answer, whether the address already follows the number or not.',
  })
  status: 'confirmation-sent';
}

export class FollowTokenDto {
  @ApiProperty({ description: 'The signed token of the link in the mail.', maxLength: 1000 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1000)
  token: string;
}

export class FollowConfirmedDto {
  @ApiProperty() number: string;
  @ApiProperty({ enum: FOLLOW_LANGUAGES }) language: FollowLanguage;
}

export class FollowRemovedDto {
  @ApiProperty({ description: 'How many follows were removed (0 when the link was used before).' })
  removed: number;
}

export class AddressFollowDto {
  @ApiProperty() number: string;
  @ApiProperty({ enum: ['pending', 'active'] }) status: 'pending' | 'active';
}

export class AddressFollowsDto {
  @ApiProperty({ type: [AddressFollowDto] }) follows: AddressFollowDto[];
}

export class FollowFeatureDto {
  @ApiProperty({ description: 'Whether visitors can follow parcels by e-mail (back-office switch).' })
  @IsBoolean()
  enabled: boolean;
}

/** The token in the URL: how the `List-Unsubscribe` header's one-click POST carries it. */
export class UnsubscribeQueryDto {
  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  token?: string;
}

/** RFC 8058's form body (`List-Unsubscribe=One-Click`), or the unsubscribe page's JSON with the token. */
export class UnsubscribeBodyDto extends UnsubscribeQueryDto {
  @ApiPropertyOptional({ name: 'List-Unsubscribe', enum: ['One-Click'] })
  @IsOptional()
  @IsIn(['One-Click'])
  'List-Unsubscribe'?: 'One-Click';
}

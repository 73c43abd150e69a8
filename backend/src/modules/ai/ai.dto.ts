import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** docs/product-spec.md §7: POST /api/openAI with the previous response id and the query. */
export class AiQueryDto {
  @ApiProperty({ maxLength: 20000 })
  @Transform(trim)
  @IsString({ message: 'Write a question' })
  @IsNotEmpty({ message: 'Write a question' })
  @MaxLength(20000)
  query: string;

  @ApiPropertyOptional({ description: 'Continue the conversation that answer started' })
  @IsOptional()
  @IsString()
  @Matches(/^[\w-]{1,200}$/, { message: 'previous_response_id is not a response id' })
  previous_response_id?: string;
}

export class AiAnswerDto {
  @ApiProperty({ description: 'Response id, to send as previous_response_id next time' }) id: string;
  @ApiProperty() output_text: string;
}

export class CarrierAssistantDto {
  @ApiPropertyOptional({ maxLength: 20000, description: 'A question; not needed with translate' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20000)
  query?: string;

  @ApiPropertyOptional({ enum: ['de', 'es'], description: "Translate the carrier's English text" })
  @IsOptional()
  @IsIn(['de', 'es'], { message: 'translate must be de or es' })
  translate?: 'de' | 'es';

  @ApiPropertyOptional({ description: "Start a new conversation instead of continuing the carrier's" })
  @IsOptional()
  @IsBoolean()
  restart?: boolean;
}

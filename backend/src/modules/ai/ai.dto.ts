import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Spec §7: POST /api/openAI with the previous response id and the query. */
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

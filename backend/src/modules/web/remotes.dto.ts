import { ApiProperty } from '@nestjs/swagger';
import { REMOTE_NAMES, type RemoteName } from '@parcelpilot/contracts';

export class RemoteDto {
  @ApiProperty({ enum: [...REMOTE_NAMES] })
  name: RemoteName;

  @ApiProperty({ description: 'URL of the remote mf-manifest.json', example: '/mf/public/mf-manifest.json' })
  entry: string;
}

export class RemotesResponseDto {
  @ApiProperty({ type: [RemoteDto] })
  remotes: RemoteDto[];
}

import { ApiProperty } from '@nestjs/swagger';

export class RemoteDto {
  @ApiProperty({ enum: ['public_app', 'admin_app'] })
  name: 'public_app' | 'admin_app';

  @ApiProperty({ description: 'URL of the remote mf-manifest.json', example: '/mf/public/mf-manifest.json' })
  entry: string;
}

export class RemotesResponseDto {
  @ApiProperty({ type: [RemoteDto] })
  remotes: RemoteDto[];
}

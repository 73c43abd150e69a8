import { ApiProperty } from '@nestjs/swagger';

/** What the public site needs to know about this installation. Nothing secret goes here. */
export class PublicConfigDto {
  @ApiProperty({ type: String, nullable: true, description: 'Ad network publisher id; no ads are shown when null' })
  adClientId: string | null;

  @ApiProperty({ type: [String], description: 'Origins the ad network loads from' })
  adNetworkOrigins: string[];
}

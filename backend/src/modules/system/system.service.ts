import { Injectable } from '@nestjs/common';
import { SystemStateRepository } from './system-state.repository.js';

const HEARTBEAT_KEY = 'heartbeat';

/** Facts about the running system that prove the moving parts work, e.g. that scheduled jobs are processed. */
@Injectable()
export class SystemService {
  constructor(private readonly state: SystemStateRepository) {}

  async recordHeartbeat(worker: string): Promise<void> {
    await this.state.upsert(HEARTBEAT_KEY, { worker });
  }

  async lastHeartbeatAt(): Promise<Date | null> {
    const row = await this.state.find(HEARTBEAT_KEY);
    return row?.updatedAt ?? null;
  }
}

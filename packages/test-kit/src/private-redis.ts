import { existsSync } from 'node:fs';
import { type RunningProcess, startProcess } from './harness/processes.js';

const redisServerBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
  existsSync(path),
);

/** True where a test can run a Redis of its own, which it may stop (a redis-server binary). */
export const hasPrivateRedis = redisServerBinary !== undefined;

/** A Redis of one test's own, which it may stop and start again: no persistence, its own port. */
export class PrivateRedis {
  private running?: RunningProcess;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Needs {@link hasPrivateRedis}. */
  async start(): Promise<void> {
    if (!redisServerBinary) throw new Error('No redis-server binary on this machine');
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    this.running = await startProcess(redisServerBinary, args, {
      ready: /Ready to accept connections/,
    });
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }
}

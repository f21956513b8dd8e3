import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { JetStreamEventPublisher } from '../nats/jetstream-events.js';
import { ChangeAnnouncer } from './change-announcer.js';
import { SnapshotCache } from './snapshot-cache.js';

const logger = { log: () => undefined, warn: () => undefined, error: () => undefined };
const stream = {
  name: 'TEST',
  subjects: ['test.changed'],
  maxAgeMs: 1_000,
  duplicateWindowMs: 1_000,
};
/** Never used to connect: publishing is replaced in every test. */
const nats = { NATS_URL: 'nats://127.0.0.1:1' };

/** A cache over a value the test changes like a committed write with its generation. */
async function cacheOver(stored: { value: string; generation: number; unreachable?: boolean }) {
  const cache = new SnapshotCache({
    name: 'test cache',
    load: async () => {
      if (stored.unreachable) throw new Error('connection terminated');
      return { generation: stored.generation, data: stored.value };
    },
    logger,
  });
  await cache.onModuleInit();
  return cache;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ChangeAnnouncer', () => {
  it('reloads its own cache before it publishes the change with its generation', async () => {
    const stored = { value: 'old', generation: 0 };
    const cache = await cacheOver(stored);
    const seenWhenPublished: Array<{ value: string; generation: number }> = [];
    const publish = jest
      .spyOn(JetStreamEventPublisher.prototype, 'publish')
      .mockImplementation(() => {
        seenWhenPublished.push({ value: cache.snapshot, generation: cache.generation });
        return Promise.resolve();
      });
    const announcer = new ChangeAnnouncer({
      subject: 'test.changed',
      stream,
      nats,
      name: 'test-events',
      cache,
      logger,
    });

    Object.assign(stored, { value: 'new', generation: 1 });
    await announcer.announce({ change: 'test.update', generation: 1 });

    expect(seenWhenPublished).toEqual([{ value: 'new', generation: 1 }]);
    const [subject, event, msgId] = publish.mock.calls[0]!;
    expect(subject).toBe('test.changed');
    expect(event).toEqual({ change: 'test.update', generation: 1, changeId: msgId });
  });

  it('still publishes when the reload fails, so other replicas and consumers reload', async () => {
    const stored = { value: 'old', generation: 0, unreachable: false };
    const cache = await cacheOver(stored);
    const publish = jest
      .spyOn(JetStreamEventPublisher.prototype, 'publish')
      .mockResolvedValue(undefined);
    const announcer = new ChangeAnnouncer({
      subject: 'test.changed',
      stream,
      nats,
      name: 'test-events',
      cache,
      logger,
    });

    Object.assign(stored, { generation: 1, unreachable: true });
    await announcer.announce({ change: 'test.update', generation: 1 });

    expect(publish).toHaveBeenCalledTimes(1);
    expect(cache.generation).toBe(0);
    cache.onModuleDestroy();
  });
});

import { LASER_UPLOAD_BUCKET } from '@shop/contracts';
import { NatsObjectBucket } from '@shop/nest-kit';
import type { TestNatsUser } from './harness/nats.js';
import { testNatsConfig } from './nats-users.js';

/** Who opens an object store bucket, and whether a missing one is created. */
export interface ObjectBucketAccess {
  /** The NATS user it is opened as; the test user (allowed everything) unless given. */
  user?: TestNatsUser;
  /** Creates the bucket (with the server's defaults) when it does not exist yet. */
  create?: boolean;
}

/**
 * Runs `task` on the object store bucket `bucket` at the NATS of `natsUrl`, on a connection of its
 * own that is closed afterwards, whatever `task` did.
 */
export async function withObjectBucket<T>(
  natsUrl: string,
  bucket: string,
  task: (bucket: NatsObjectBucket) => Promise<T>,
  access: ObjectBucketAccess = {},
): Promise<T> {
  const { user, create = false } = access;
  const opened = new NatsObjectBucket({
    nats: testNatsConfig(natsUrl, user),
    clientName: `test-${bucket}`,
    bucket,
    ...(create ? { create: {} } : {}),
  });
  try {
    return await task(opened);
  } finally {
    await opened.close();
  }
}

/**
 * Runs `task` on the store of laser uploads as the gateway has it: signed in as the gateway, and
 * created when missing, as the gateway's first upload creates it.
 */
export function withLaserUploads<T>(
  natsUrl: string,
  task: (uploads: NatsObjectBucket) => Promise<T>,
): Promise<T> {
  return withObjectBucket(natsUrl, LASER_UPLOAD_BUCKET, task, { user: 'gateway', create: true });
}

/** Puts `bytes` into the store of laser uploads under `objectName`, as the gateway stores an upload. */
export async function storeLaserUpload(
  natsUrl: string,
  objectName: string,
  bytes: Uint8Array,
): Promise<void> {
  await withLaserUploads(natsUrl, (uploads) => uploads.put(objectName, bytes));
}

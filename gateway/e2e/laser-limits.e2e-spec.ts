import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { Objm } from '@nats-io/obj';
import { connect } from '@nats-io/transport-node';
import { LASER_UPLOAD_BUCKET } from '@shop/contracts';
import { type PrivateNats, startPrivateNats, testNatsAuth } from '@shop/test-kit';
import request from 'supertest';
import { GatewayProcess } from './support/gateway-test-environment.js';

/** A DXF of about `lines` x 40 bytes: many LINE entities, so its size is what we want. */
function dxfOfLines(lines: number): Buffer {
  const parts = ['0\nSECTION\n2\nENTITIES\n'];
  for (let i = 0; i < lines; i += 1) {
    parts.push(`0\nLINE\n8\n0\n10\n${i}\n20\n0\n11\n${i}\n21\n10\n`);
  }
  parts.push('0\nENDSEC\n0\nEOF\n');
  return Buffer.from(parts.join(''));
}

describe('per-IP limits on the public laser routes', () => {
  let nats: PrivateNats;
  /** Trusts X-Forwarded-For from the test (on 127.0.0.1), so each test is its own client IP. */
  const gateway = new GatewayProcess();
  /** Trusts no proxy: a spoofed X-Forwarded-For does not give a fresh allowance. */
  const untrusting = new GatewayProcess();
  const quoteId = '00000000-0000-4000-8000-000000000001';

  beforeAll(async () => {
    nats = await startPrivateNats();
    const limits = {
      NATS_URL: nats.url,
      LASER_UPLOADS_PER_WINDOW: '2',
      LASER_UPLOAD_WINDOW_MINUTES: '10',
      LASER_REQUESTS_PER_WINDOW: '1',
      LASER_REQUEST_WINDOW_MINUTES: '60',
    };
    await Promise.all([
      gateway.start({ ...limits, TRUST_PROXY: '127.0.0.1' }),
      untrusting.start(limits),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([gateway.dispose(), untrusting.dispose()]);
    await nats?.dispose();
  });

  // A refused file (400, not a .dxf) counts like any upload, and needs no pricing service.
  const upload = (url: string, ip: string) =>
    request(url)
      .post('/api/laser-quotes')
      .set('x-forwarded-for', ip)
      .attach('file', Buffer.from('not a drawing'), 'photo.png');

  it('answers the third upload from one IP within the window with 429, Retry-After and an ErrorBody', async () => {
    expect((await upload(gateway.url, '198.51.100.1')).status).toBe(400);
    expect((await upload(gateway.url, '198.51.100.1')).status).toBe(400);
    const refused = await upload(gateway.url, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many DXF uploads from your address; try again later',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another client (X-Forwarded-For from the trusted proxy) has its own allowance.
    expect((await upload(gateway.url, '198.51.100.2')).status).toBe(400);
  });

  it('counts offer requests per IP on their own limit', async () => {
    const ask = (ip: string) =>
      request(gateway.url)
        .post(`/api/laser-quotes/${quoteId}/requests`)
        .set('x-forwarded-for', ip)
        .send({ email: 'not-an-address' });
    expect((await ask('198.51.100.3')).status).toBe(400);
    const refused = await ask('198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many offer requests from your address; try again later',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Uploads from that IP are a separate count.
    expect((await upload(gateway.url, '198.51.100.3')).status).toBe(400);
  });

  it('counts by the socket address when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await upload(untrusting.url, `203.0.113.${i + 1}`)).status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('size cap of the laser-uploads bucket', () => {
  let nats: PrivateNats;
  const gateway = new GatewayProcess();
  const capBytes = 200_000;

  beforeAll(async () => {
    nats = await startPrivateNats();
    // The bucket exists already, created by an older gateway without a cap.
    const nc = await connect({ servers: nats.url, ...testNatsAuth() });
    try {
      await new Objm(nc).create(LASER_UPLOAD_BUCKET, { storage: 'file' });
    } finally {
      await nc.close();
    }
    await gateway.start({ NATS_URL: nats.url, LASER_UPLOAD_BUCKET_MAX_BYTES: String(capBytes) });
  }, 60_000);

  afterAll(async () => {
    await gateway.dispose();
    await nats?.dispose();
  });

  const upload = (file: Buffer) =>
    request(gateway.url).post('/api/laser-quotes').attach('file', file, 'part.dxf');

  it('updates an existing bucket to the cap, and answers 507 with a clear message when full', async () => {
    // No pricing service runs: a stored upload gets 503 from the quote request, and stays stored.
    const first = await upload(dxfOfLines(3000));
    expect(first.status).toBe(503);

    const nc = await connect({ servers: nats.url, ...testNatsAuth() });
    try {
      const jsm = await jetstreamManager(nc);
      const { config, state } = await jsm.streams.info(`OBJ_${LASER_UPLOAD_BUCKET}`);
      expect(config.max_bytes).toBe(capBytes);
      expect(config.max_age).toBeGreaterThan(0);
      expect(state.bytes).toBeGreaterThan(100_000);
    } finally {
      await nc.close();
    }

    const full = await upload(dxfOfLines(3000));
    expect(full.status).toBe(507);
    expect(full.body).toMatchObject({
      status: 507,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('upload storage is full'),
    });
  }, 30_000);
});

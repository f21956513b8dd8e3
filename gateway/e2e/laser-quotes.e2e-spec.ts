import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LaserQuoteResponse, ListMaterialsResponse } from '@shop/contracts';
import {
  PricingProcess,
  type PrivateNats,
  queryTestDatabase,
  repoRoot,
  startPrivateNats,
  timed,
} from '@shop/test-kit';
import { defaultDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import request from 'supertest';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

let nats: PrivateNats;
let pricing: PricingProcess;
const gateway = new GatewayProcess();
let steelId: number;

const corpus = (name: string) =>
  readFileSync(`${repoRoot}packages/part-geometry/test-corpus/files/${name}`);

const upload = (file: Buffer, fileName: string, fields: Record<string, string> = {}) => {
  const call = request(gateway.url).post('/api/laser-quotes');
  for (const [name, value] of Object.entries(fields)) void call.field(name, value);
  return call.attach('file', file, fileName);
};

/**
 * Sends a whole multipart upload as a browser does, and reads the answer even when the gateway
 * answered (and closed the connection) before the body was through: supertest reports such an
 * early 413 as EPIPE instead of the answer.
 */
function uploadWholeBody(
  file: Buffer,
  fileName: string,
): Promise<{ status: number; body: unknown }> {
  const boundary = 'whole-body-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/dxf\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const call = httpRequest(new URL('/api/laser-quotes', gateway.url), {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    call.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      );
      response.on('error', reject);
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      // The answer may already be on its way; give it a moment before calling this a failure.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        setTimeout(
          () => reject(new Error(`connection closed without an answer (${error.code})`)),
          5_000,
        );
      } else reject(error);
    });
    call.end(body);
  });
}

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  await pricing.start();
  await gateway.start({ NATS_URL: nats.url });
  const materials = (await request(gateway.url).get('/api/materials').expect(200))
    .body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
}, 60_000);

// Stopping waits for the processes to exit, which takes longer than Jest's 5 s default for a hook
// on a busy machine.
afterAll(async () => {
  await gateway.dispose();
  await pricing?.dispose();
  await nats?.dispose();
}, 30_000);

describe('POST /api/laser-quotes', () => {
  it('reads a good DXF: metrics and findings, and stores the quote', async () => {
    const response = await upload(corpus('r2000-1000-holes.dxf'), 'Platte.DXF');

    expect(response.status).toBe(200);
    const quote = response.body as LaserQuoteResponse;
    expect(quote).toMatchObject({
      fileName: 'Platte.DXF',
      pierceCount: 1001,
      boundingBox: { widthMm: 1010, heightMm: 510, minXMm: 0, minYMm: 0 },
      findings: [],
    });
    // The corpus' exact length; readDxf flattens the arcs, within 0.1 %.
    expect(Math.abs(quote.cutLengthMm / 21892.0819 - 1)).toBeLessThan(0.001);
    expect(quote.price).toBeUndefined();
    expect(
      await queryTestDatabase(
        `SELECT file_name, pierce_count FROM "${pricing.schema}".laser_quotes WHERE id = $1`,
        [quote.quoteId],
      ),
    ).toEqual([{ file_name: 'Platte.DXF', pierce_count: 1001 }]);
  });

  it('prices the quote when material, thickness and quantity are sent', async () => {
    const response = await upload(corpus('r2000-cm.dxf'), 'square.dxf', {
      materialId: String(steelId),
      thickness: '3',
      quantity: '4',
    });

    expect(response.status).toBe(200);
    const quote = response.body as LaserQuoteResponse;
    expect(quote.findings.map((finding) => finding.code)).toEqual(['units_cm']);
    expect(quote.price).toMatchObject({ thickness: 3, quantity: 4, pierceCount: 1, areaM2: 0.01 });
    expect(quote.price!.totalPrice).toBeCloseTo(quote.price!.unitPrice * 4, 2);
  });

  it('finds a Ø 2 mm hole too small for 5 mm steel and names its contour', async () => {
    const plate = defaultDesignParameters();
    plate.holes = { ...plate.holes, pattern: 'custom', positions: [{ x: 60, y: 40, diameter: 2 }] };
    const response = await upload(Buffer.from(writeDesignDxf(plate)), 'plate.dxf', {
      materialId: String(steelId),
      thickness: '5',
    });

    expect(response.status).toBe(200);
    const quote = response.body as LaserQuoteResponse;
    const [finding, ...others] = quote.findings.filter((f) => f.element !== undefined);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      code: 'hole_too_small',
      severity: 'warning',
      element: { kind: 'contour' },
      position: { x: 60, y: 40 },
      measuredMm: 2,
      requiredMm: 5,
    });
    expect(finding!.message).toBe('Loch Ø 2 mm ist kleiner als die Mindestgröße 5 mm.');
  });

  it.each([
    ['binary.dxf', 'unsupported_binary_dxf'],
    ['drawing.dwg', 'not_dxf', 'drawing.dxf'],
    ['image.png', 'not_dxf', 'image.dxf'],
    ['empty.dxf', 'empty'],
    ['truncated.dxf', 'malformed'],
    ['r2000-no-geometry.dxf', 'no_geometry'],
  ])('answers %s with 422 %s', async (file, code, uploadName = file) => {
    const response = await upload(corpus(file), uploadName);

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ status: 422, code });
    // Only a file malformed at a known place names a line.
    expect(response.body.line).toBe(file === 'truncated.dxf' ? 1767 : undefined);
    if (file === 'drawing.dwg') expect(response.body.hint).toMatch(/DXF/);
  });

  it('answers a CIRCLE with the group code 1O (letter O) with 422 malformed and its line, storing nothing', async () => {
    const damaged = readFileSync(
      `${repoRoot}packages/part-geometry/test-corpus/damaged/files/circle-code-letter-o.dxf`,
    );
    const response = await upload(damaged, 'Platte-1O.dxf', {
      materialId: String(steelId),
      thickness: '2',
    });

    expect(response.status).toBe(422);
    // The line the corpus' make.py found for the damaged code (test-corpus/damaged/expected.json).
    expect(response.body).toMatchObject({ status: 422, code: 'malformed', line: 103 });
    expect(response.body.message).toContain('Line 103: "1O" is not a group code');
    expect(response.body.price).toBeUndefined();
    expect(
      await queryTestDatabase(
        `SELECT count(*) FROM "${pricing.schema}".laser_quotes WHERE file_name = $1`,
        ['Platte-1O.dxf'],
      ),
    ).toEqual([{ count: '0' }]);
  });

  it('refuses a name that does not end in .dxf with 400', async () => {
    const response = await upload(corpus('r2000-cm.dxf'), 'notes.txt');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'file', message: 'Invalid file: only DXF files (.dxf) can be uploaded' }],
    });
  });

  it('refuses a name with a direction override, which would read as another file, with 400', async () => {
    // shown as "rechnungtxd.exe"-like text in a list, it is really a .dxf file
    const response = await upload(corpus('r2000-cm.dxf'), 'rechnung\u202Etxt.dxf');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        {
          path: 'file',
          message: 'File name must not contain characters that change the direction of text',
        },
      ],
    });
  });

  it('refuses bad fields and a request without a file with 400', async () => {
    const badQuantity = await upload(corpus('r2000-cm.dxf'), 'a.dxf', { quantity: '0' });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.issues).toEqual([{ path: 'quantity', message: 'Must be at least 1' }]);

    const noFile = await request(gateway.url).post('/api/laser-quotes').field('quantity', '1');
    expect(noFile.status).toBe(400);

    const json = await request(gateway.url).post('/api/laser-quotes').send({});
    expect(json.status).toBe(400);
  });

  it('answers 413 for a file above 50 MB, quickly', async () => {
    const big = Buffer.alloc(51 * 1024 * 1024, ' ');
    big.write('0\nSECTION\n2\nENTITIES\n');

    const { result: response, ms } = await timed(() => uploadWholeBody(big, 'big.dxf'));

    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(ms).toBeLessThan(10_000);
  }, 30_000);

  it('answers 413 before the body comes when its Content-Length says more than 50 MB', async () => {
    // Only the first bytes of the announced 200 MB are sent: the answer must not wait for the rest.
    const url = new URL('/api/laser-quotes', gateway.url);
    const boundary = 'bench-boundary';
    const status = await new Promise<number>((resolve, reject) => {
      const call = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(200_000_000),
        },
      });
      call.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        call.destroy();
      });
      call.on('error', reject);
      call.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.dxf"\r\n` +
          'Content-Type: application/dxf\r\n\r\n0\nSECTION\n2\nENTITIES\n',
      );
    });
    expect(status).toBe(413);
  }, 15_000);

  it('answers a self-referencing block with 422 within 2 s, and keeps serving', async () => {
    const { result: response, ms } = await timed(() =>
      upload(corpus('r2000-self-reference.dxf'), 'loop.dxf'),
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'too_complex' });
    expect(ms).toBeLessThan(2_000);

    const next = await upload(corpus('r2000-cm.dxf'), 'square.dxf');
    expect(next.status).toBe(200);
  });
});

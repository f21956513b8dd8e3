// The baseline for the API and page benchmarks: a bare node:http server that answers every request
// with the same body the gateway returns (JSON unless BARE_CONTENT_TYPE says otherwise), so the
// ratio shows what our layers cost. Runs as its own
// process so it does not share an event loop with the load generator.
import { createServer } from 'node:http';

const body = process.env.BARE_BODY ?? '{}';
const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json; charset=utf-8';
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`bare ready ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

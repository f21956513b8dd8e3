// Checks that PostgreSQL, Redis and NATS answer at their URLs before anything is built or
// started, so a missing server is reported in one clear message instead of as a stack trace from
// deep inside a service. Each check opens a TCP connection and exchanges the protocol's first
// bytes, which proves the right kind of server listens there (not just any open port).
import net from 'node:net';
import { setting } from './config.js';

const checkTimeoutMs = 2000;

/** How to get each server running on a Debian machine like the ones this project runs on. */
export const infrastructure = [
  {
    name: 'PostgreSQL',
    variable: 'DATABASE_URL',
    defaultPort: 5432,
    debianPackage: 'postgresql',
    startCommand: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    probe: probePostgres,
  },
  {
    name: 'Redis',
    variable: 'REDIS_URL',
    defaultPort: 6379,
    debianPackage: 'redis-server',
    startCommand:
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
    probe: probeRedis,
  },
  {
    name: 'NATS',
    variable: 'NATS_URL',
    defaultPort: 4222,
    debianPackage: 'nats-server',
    startCommand: 'nats-server -a 127.0.0.1 -p 4222 -js &',
    probe: probeNats,
  },
];

/**
 * Probes all three servers at once.
 * @returns {Promise<Array<{name: string, url: string, ok: boolean, problem?: string}>>}
 */
export async function checkInfrastructure(env = process.env) {
  return Promise.all(
    infrastructure.map(async (server) => {
      const url = setting(server.variable, env);
      const problem = await probeAny(server, url);
      return problem ? { ...server, url, ok: false, problem } : { ...server, url, ok: true };
    }),
  );
}

/**
 * One message naming every unreachable server and how to start it, or null when all answer.
 */
export function describeProblems(results) {
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) return null;
  const lines = [
    `Cannot reach ${failed.map((result) => result.name).join(', ')}:`,
    ...failed.flatMap((result) => [
      '',
      `  ${result.name} at ${redact(result.url)} (${result.variable}): ${result.problem}`,
      `    start it:   ${result.startCommand}`,
      `    install it: apt-get install -y ${result.debianPackage}`,
    ]),
    '',
    `Or point ${failed.map((result) => result.variable).join(' / ')} at a running server.`,
  ];
  return lines.join('\n');
}

async function probeAny(server, urlList) {
  // NATS_URL may list several servers separated by commas; one that answers is enough.
  const urls = urlList
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  let problem = 'no URL given';
  for (const raw of urls) {
    let url;
    try {
      url = new URL(raw.includes('://') ? raw : `nats://${raw}`);
    } catch {
      problem = `invalid URL "${redact(raw)}"`;
      continue;
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
    const port = Number(url.port || server.defaultPort);
    problem = await server.probe(host, port);
    if (!problem) return null;
  }
  return problem;
}

/**
 * Opens a socket, optionally writes a greeting, and hands the first bytes received to `judge`,
 * which returns null for the expected server or a description of what is wrong.
 */
function exchange(host, port, greeting, judge) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let received = Buffer.alloc(0);
    const finish = (problem) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(checkTimeoutMs, () => finish(`no answer within ${checkTimeoutMs} ms`));
    socket.on('error', (error) =>
      finish(error.code === 'ECONNREFUSED' ? 'connection refused' : error.message),
    );
    socket.on('connect', () => {
      if (greeting) socket.write(greeting);
    });
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const verdict = judge(received);
      if (verdict !== undefined) finish(verdict);
    });
    socket.on('end', () => finish('the server closed the connection without answering'));
  });
}

// PostgreSQL answers an SSLRequest with the single byte 'S' or 'N' before any authentication.
function probePostgres(host, port) {
  const sslRequest = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);
  return exchange(host, port, sslRequest, (bytes) => {
    const answer = String.fromCharCode(bytes[0]);
    return answer === 'S' || answer === 'N'
      ? null
      : 'something other than PostgreSQL answers there';
  });
}

// Redis answers PING with +PONG, or with an error such as -NOAUTH when a password is required.
function probeRedis(host, port) {
  return exchange(host, port, 'PING\r\n', (bytes) => {
    const text = bytes.toString('latin1');
    if (!text.includes('\r\n')) return undefined;
    return text.startsWith('+') || text.startsWith('-')
      ? null
      : 'something other than Redis answers there';
  });
}

// A NATS server greets every client with `INFO {json}`; the JSON says whether JetStream is on.
function probeNats(host, port) {
  return exchange(host, port, null, (bytes) => {
    const text = bytes.toString('utf8');
    if (!text.startsWith('INFO')) {
      return text.length >= 4 ? 'something other than NATS answers there' : undefined;
    }
    const end = text.indexOf('\r\n');
    if (end === -1) return undefined;
    try {
      const info = JSON.parse(text.slice(4, end).trim());
      return info.jetstream ? null : 'NATS runs without JetStream (start it with -js)';
    } catch {
      return null;
    }
  });
}

/** Hides a password in a URL before it is printed. */
export function redact(raw) {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return raw;
  }
}

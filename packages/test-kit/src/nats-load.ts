import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { testNatsAuth } from './nats-users.js';
import { eventually } from './polling.js';

/** The reply header naming the replica that answered (set by nest-kit's GracefulServerNats). */
const INSTANCE_HEADER = 'shop-instance';

/** One answered request: which replica answered and what (Nest's `{ err, response }` packet). */
export interface NestReply {
  instance: string;
  err?: unknown;
  response?: unknown;
}

/**
 * A plain NATS connection for load tests (no reconnect: a lost connection fails the test), signed
 * in as the test user (see nats-users.ts).
 */
export function connectLoadClient(url: string): Promise<NatsConnection> {
  return connect({ servers: [url], name: 'load-test', noAsyncTraces: true, ...testNatsAuth() });
}

let packetCount = 0;

/** One request-reply in Nest's wire format, optionally with an `x-request-id` header. */
export async function requestNest(
  connection: NatsConnection,
  subject: string,
  data: unknown,
  options: { timeoutMs?: number; requestId?: string } = {},
): Promise<NestReply> {
  packetCount += 1;
  const requestHeaders = headers();
  if (options.requestId) requestHeaders.set('x-request-id', options.requestId);
  const message = await connection.request(
    subject,
    JSON.stringify({ pattern: subject, data, id: `load-${packetCount}` }),
    { timeout: options.timeoutMs ?? 5_000, headers: requestHeaders },
  );
  const packet = message.json<{ err?: unknown; response?: unknown }>();
  return { instance: message.headers?.get(INSTANCE_HEADER) ?? '', ...packet };
}

/** Sends `total` requests, `concurrency` at a time; resolves with the replies in order. */
export async function requestMany(
  total: number,
  concurrency: number,
  send: (index: number) => Promise<NestReply>,
): Promise<NestReply[]> {
  const replies: NestReply[] = new Array<NestReply>(total);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        replies[index] = await send(index);
      }
    }),
  );
  return replies;
}

/** How many replies each replica gave. */
export function countByInstance(replies: readonly NestReply[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const reply of replies) counts.set(reply.instance, (counts.get(reply.instance) ?? 0) + 1);
  return counts;
}

/** Why a Nest reply counts as failed (its error packet), or undefined for an answer. */
function nestFailure(reply: NestReply): string | undefined {
  return reply.err !== undefined && reply.err !== null ? JSON.stringify(reply.err) : undefined;
}

/** A load {@link steadyLoad} keeps up, and how it went so far. */
export interface SteadyLoad {
  readonly result: { answered: number; failures: string[] };
  /**
   * Resolves once `count` more requests have been answered than when it was called: the load
   * has gone on through whatever the test did meanwhile. Fails after `withinMs`.
   */
  answersMore(count: number, withinMs?: number): Promise<void>;
  /** Ends every loop after its current request; resolves with the result. */
  stop(): Promise<{ answered: number; failures: string[] }>;
}

/**
 * Keeps `loops` request loops running until `stop()`; counts answered and failed requests. A
 * send that throws (a timeout, no responders) is a failure, and so is a reply `failureOf` names
 * one of (by default a Nest error packet).
 */
export function steadyLoad<Reply = NestReply>(
  loops: number,
  send: () => Promise<Reply>,
  failureOf: (reply: Reply) => string | undefined = nestFailure as (
    reply: Reply,
  ) => string | undefined,
): SteadyLoad {
  let running = true;
  const result = { answered: 0, failures: [] as string[] };
  const done = Promise.all(
    Array.from({ length: loops }, async () => {
      while (running) {
        try {
          const failure = failureOf(await send());
          if (failure === undefined) result.answered += 1;
          else result.failures.push(failure);
        } catch (error) {
          result.failures.push(String(error));
        }
      }
    }),
  );
  return {
    result,
    async answersMore(count, withinMs = 10_000) {
      const target = result.answered + count;
      await eventually(
        () => {
          if (result.answered < target) {
            throw new Error(`${result.answered} of ${target} requests answered`);
          }
        },
        withinMs,
        10,
      );
    },
    async stop() {
      running = false;
      await done;
      return result;
    },
  };
}

/** Sums a Prometheus counter's samples whose labels include `labels` from `/metrics` text. */
export function sumMetric(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) {
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}

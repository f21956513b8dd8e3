import { connect } from '@nats-io/transport-node';
import { testNatsAuth } from './nats-users.js';

/** The messages heard on one subject, as a test asserts on the events a service announced. */
export interface RecordedMessages<Message = unknown> {
  /** Each message's JSON body (Nest's `{ pattern, data }` envelope), in the order heard. */
  readonly messages: Message[];
  /** Forgets what was heard so far, e.g. before each test. */
  clear(): void;
  close(): Promise<void>;
}

/**
 * Listens to `subject` on the NATS at `natsUrl` as the test user and keeps every message heard
 * from now on (the server has the subscription once this resolves).
 */
export async function recordMessages<Message = unknown>(
  natsUrl: string,
  subject: string,
): Promise<RecordedMessages<Message>> {
  const connection = await connect({
    servers: natsUrl,
    name: `test-recorder ${subject}`,
    ...testNatsAuth(),
  });
  const messages: Message[] = [];
  const subscription = connection.subscribe(subject);
  void (async () => {
    for await (const message of subscription) messages.push(message.json<Message>());
  })();
  await connection.flush();
  return {
    messages,
    clear: () => {
      messages.length = 0;
    },
    close: () => connection.close(),
  };
}

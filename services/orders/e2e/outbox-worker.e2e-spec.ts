import 'reflect-metadata';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { ordersSubjects } from '@shop/contracts';
import type { JetStreamEventPublisher } from '@shop/nest-kit';
import { eventually } from '@shop/test-kit';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { enqueueOutbox } from '../src/outbox/enqueue-outbox.js';
import type { MailSender } from '../src/outbox/mail-sender.js';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity.js';
import type { OutboxEvent, OutboxMail } from '../src/outbox/outbox-payload.js';
import { OutboxWorker } from '../src/outbox/outbox-worker.js';
import { migratedOrdersSchema, type OrdersSchema } from './support/orders-test-environment.js';

// The outbox worker against the orders tables in PostgreSQL. Mails go to a mail sender and events
// to a publisher that record what they are given, instead of SMTP and JetStream.

/** Records each mail it is given; `refuse` fails sends, `hold` keeps them waiting. */
class RecordingMailSender {
  /** The outbox ids of the mails whose sending began, in that order. */
  readonly begun: string[] = [];
  /** The mails that went out, with their outbox ids. */
  readonly sent: Array<{ id: string; mail: OutboxMail }> = [];
  /** Why the mail server refuses a mail, or undefined when it takes it. */
  refuse: (mail: OutboxMail) => Error | undefined = () => undefined;
  private held?: Promise<void>;
  private letGo?: () => void;

  describe(): string {
    return 'a recording mail sender';
  }

  async send(mail: OutboxMail, id: string): Promise<void> {
    this.begun.push(id);
    // a turn of the event loop, as a real send's network round trip takes
    await new Promise((resolve) => setImmediate(resolve));
    await this.held;
    const refusal = this.refuse(mail);
    if (refusal) throw refusal;
    this.sent.push({ id, mail });
  }

  /** Keeps every send waiting, as a slow mail server does, until `release`. */
  hold(): void {
    this.held = new Promise((resolve) => (this.letGo = resolve));
  }

  release(): void {
    this.letGo?.();
    this.held = undefined;
  }
}

/** Records each event it is given, as JetStream would store it. */
class RecordingEventPublisher {
  started = false;
  readonly published: Array<{ subject: string; event: unknown; msgId: string }> = [];

  async start(): Promise<void> {
    this.started = true;
  }

  async publishOrThrow(subject: string, event: unknown, msgId: string): Promise<void> {
    this.published.push({ subject, event, msgId });
  }
}

const retryBaseMs = 60_000;

let orders: OrdersSchema;
let outbox: Repository<OutboxMessageEntity>;
let mails: RecordingMailSender;
let events: RecordingEventPublisher;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  // A failed send is logged as a warning on purpose; keep the test output clean.
  Logger.overrideLogger(false);
  orders = await migratedOrdersSchema('outbox', {
    OUTBOX_POLL_MS: '10',
    OUTBOX_RETRY_BASE_MS: String(retryBaseMs),
    OUTBOX_RETRY_MAX_MS: String(retryBaseMs * 10),
  });
  outbox = orders.dataSource.getRepository(OutboxMessageEntity);
});

afterAll(async () => {
  await orders?.drop();
});

beforeEach(async () => {
  await outbox.clear();
  mails = new RecordingMailSender();
  events = new RecordingEventPublisher();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.onApplicationShutdown()));
});

/** A worker as the service builds one (one per replica), on the test's schema. */
function newWorker(): OutboxWorker {
  const worker = new OutboxWorker(
    orders.dataSource,
    orders.config,
    mails as unknown as MailSender,
    events as unknown as JetStreamEventPublisher,
  );
  workers.push(worker);
  return worker;
}

/** Lets `worker` send what is due now, one round, then stops it. */
async function oneRound(worker: OutboxWorker): Promise<void> {
  worker.wake();
  await worker.onApplicationShutdown();
}

/** A worker in the middle of a round, sending its one mail, which the mail server holds. */
async function workerSendingOneMail(): Promise<{
  worker: OutboxWorker;
  first: OutboxMessageEntity;
}> {
  const worker = newWorker();
  mails.hold();
  const [first] = await enqueue(mail('eins'));
  worker.wake();
  await eventually(() => expect(mails.begun).toEqual([first!.id]));
  return { worker, first: first! };
}

const mail = (subject: string): OutboxMail => ({
  kind: 'mail',
  to: 'erika@example.com',
  subject,
  text: `${subject}\n`,
  html: `<p>${subject}</p>`,
});

const placedEvent = (orderNumber: string): OutboxEvent => ({
  kind: 'event',
  subject: ordersSubjects.orderPlaced,
  msgId: orderNumber,
  event: {
    orderNumber,
    placedAt: '2026-03-02T10:00:00.000Z',
    cartId: randomUUID(),
    cartLineIds: [randomUUID()],
    gross: '65.33',
  },
});

/** Adds `payloads` to the outbox as a committed change does; their rows, oldest first. */
async function enqueue(...payloads: Array<OutboxMail | OutboxEvent>) {
  await enqueueOutbox(orders.dataSource.manager, payloads);
  return rows();
}

const rows = () => outbox.find({ order: { id: 'ASC' } });

/** The row of `id` as it is stored now. */
async function row(id: string): Promise<OutboxMessageEntity> {
  return outbox.findOneByOrFail({ id });
}

/** Moves a row's next try to now, as if its wait had passed. */
async function makeDue(id: string): Promise<void> {
  await outbox
    .createQueryBuilder()
    .update()
    .set({ nextAttemptAt: () => 'now()' })
    .where({ id })
    .execute();
}

describe('the outbox worker', () => {
  it('sends a due mail and records it as sent, once', async () => {
    const [queued] = await enqueue(mail('Ihre Bestellung B-2026-000001'));

    await oneRound(newWorker());

    expect(mails.sent).toEqual([{ id: queued!.id, mail: mail('Ihre Bestellung B-2026-000001') }]);
    expect(await row(queued!.id)).toMatchObject({
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
    });
    await oneRound(newWorker());
    expect(mails.sent).toHaveLength(1);
  });

  it('publishes a due event under the message id it was written with', async () => {
    const placed = placedEvent('B-2026-000002');
    const [queued] = await enqueue(placed);

    await oneRound(newWorker());

    expect(events.published).toEqual([
      { subject: ordersSubjects.orderPlaced, msgId: 'B-2026-000002', event: placed.event },
    ]);
    expect((await row(queued!.id)).sentAt).toEqual(expect.any(Date));
  });

  it('keeps a mail that failed with its error, tries it again once due, each wait twice as long', async () => {
    const [queued] = await enqueue(mail('Bestellung bestätigt'));
    mails.refuse = () => new Error('421 Service not available');
    const waitAfter = async () => (await row(queued!.id)).nextAttemptAt.getTime() - Date.now();

    await oneRound(newWorker());

    expect(await row(queued!.id)).toMatchObject({
      attempts: 1,
      lastError: 'Error: 421 Service not available',
      sentAt: null,
    });
    expect(await waitAfter()).toBeGreaterThan(retryBaseMs - 10_000);
    expect(await waitAfter()).toBeLessThanOrEqual(retryBaseMs);

    // not due yet: left alone
    await oneRound(newWorker());
    expect(mails.begun).toHaveLength(1);

    await makeDue(queued!.id);
    await oneRound(newWorker());
    expect((await row(queued!.id)).attempts).toBe(2);
    expect(await waitAfter()).toBeGreaterThan(2 * retryBaseMs - 10_000);
    expect(await waitAfter()).toBeLessThanOrEqual(2 * retryBaseMs);

    mails.refuse = () => undefined;
    await makeDue(queued!.id);
    await oneRound(newWorker());
    expect(await row(queued!.id)).toMatchObject({
      attempts: 3,
      lastError: null,
      sentAt: expect.any(Date),
    });
    expect(mails.sent.map(({ id }) => id)).toEqual([queued!.id]);
  });

  it('goes on with the next row when one fails', async () => {
    const [first, second] = await enqueue(mail('eins'), mail('zwei'));
    mails.refuse = ({ subject }) =>
      subject === 'eins' ? new Error('550 mailbox unavailable') : undefined;

    await oneRound(newWorker());

    expect((await row(first!.id)).sentAt).toBeNull();
    expect((await row(second!.id)).sentAt).toEqual(expect.any(Date));
  });

  it('sends more than one batch at one wake-up, oldest first', async () => {
    const queued = await enqueue(
      ...Array.from({ length: 45 }, (_, index) => mail(`Bestellung ${index + 1}`)),
    );

    newWorker().wake();

    await eventually(() => expect(mails.sent).toHaveLength(45));
    expect(mails.sent.map(({ id }) => id)).toEqual(queued.map(({ id }) => id));
    await eventually(async () =>
      expect((await rows()).every((stored) => stored.sentAt !== null)).toBe(true),
    );
  });

  it('never sends a row twice when two replicas send at the same time', async () => {
    const queued = await enqueue(
      ...Array.from({ length: 30 }, (_, index) => mail(`Bestellung ${index + 1}`)),
    );

    newWorker().wake();
    newWorker().wake();

    await eventually(async () =>
      expect((await rows()).every((stored) => stored.sentAt !== null)).toBe(true),
    );
    expect(mails.sent.map(({ id }) => id).sort()).toEqual(queued.map(({ id }) => id).sort());
    expect((await rows()).map((stored) => stored.attempts)).toEqual(queued.map(() => 1));
  });

  it('runs another round right after the one under way when woken meanwhile', async () => {
    const { worker, first } = await workerSendingOneMail();

    // committed while the round sends the first: the round's claim did not see it
    const [, second] = await enqueue(mail('zwei'));
    worker.wake();
    mails.release();

    await eventually(() => expect(mails.sent.map(({ id }) => id)).toEqual([first.id, second!.id]));
  });

  it('finishes the round under way when shut down, and sends nothing after', async () => {
    const { worker, first } = await workerSendingOneMail();

    const stopping = worker.onApplicationShutdown();
    mails.release();
    await stopping;

    expect((await row(first.id)).sentAt).toEqual(expect.any(Date));
    const [, second] = await enqueue(mail('zwei'));
    worker.wake();
    await worker.onApplicationShutdown();
    expect((await row(second!.id)).sentAt).toBeNull();
    expect(mails.begun).toEqual([first.id]);
  });

  it('once started, starts the event stream and sends what falls due without being woken', async () => {
    const worker = newWorker();
    await worker.onApplicationBootstrap();
    expect(events.started).toBe(true);

    // nothing wakes it: it looks every OUTBOX_POLL_MS
    const [queued] = await enqueue(mail('eins'));

    await eventually(() => expect(mails.sent.map(({ id }) => id)).toEqual([queued!.id]));
  });
});

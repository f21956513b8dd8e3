// Where nats-server is installed: a caller runs a private NATS only where it can.
import { existsSync } from 'node:fs';

/**
 * Where Debian's nats-server lives, if it is installed (it is wherever NATS runs locally).
 * @returns {string | undefined}
 */
export function natsServerBinary() {
  return ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(
    (path) => existsSync(path),
  );
}

/** True where a caller's servers can run on a NATS nobody else uses, which it may stop. */
export const hasPrivateNats = natsServerBinary() !== undefined;

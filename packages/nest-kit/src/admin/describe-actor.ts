import type { AdminActor } from '@shop/contracts';

/** How an admin appears in the change log: `admin "jana" (#3)`. */
export function describeActor(actor: AdminActor): string {
  return `admin "${actor.username}" (#${actor.adminId})`;
}

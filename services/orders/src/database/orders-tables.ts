import type { ServiceTables } from '@shop/nest-kit';
import { NumberCounterEntity } from '../numbering/number-counter.entity.js';
import { OrderCartLineEntity } from '../orders/order-cart-line.entity.js';
import { OrderIdempotencyKeyEntity } from '../orders/order-idempotency-key.entity.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { OrderStatusChangeEntity } from '../orders/order-status-change.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import { OutboxMessageEntity } from '../outbox/outbox-message.entity.js';
import { OfferEntity } from '../offers/offer.entity.js';
import { CreateOrdersTables1796300000000 } from './migrations/1796300000000-create-orders-tables.js';
import { AddOrderLineFindings1796600000000 } from './migrations/1796600000000-add-order-line-findings.js';
import { ClaimCartLinesAndRecordPayments1796700000000 } from './migrations/1796700000000-claim-cart-lines-and-record-payments.js';
import { RenameQuotesToOffers1796800000000 } from './migrations/1796800000000-rename-quotes-to-offers.js';

const entities = [
  OrderEntity,
  OrderLineEntity,
  OrderStatusChangeEntity,
  OrderIdempotencyKeyEntity,
  OrderCartLineEntity,
  NumberCounterEntity,
  OfferEntity,
  OutboxMessageEntity,
];
const migrations = [
  CreateOrdersTables1796300000000,
  AddOrderLineFindings1796600000000,
  ClaimCartLinesAndRecordPayments1796700000000,
  RenameQuotesToOffers1796800000000,
];

/** The orders schema's entities and its migrations, oldest first. */
export const ordersTables: ServiceTables = { entities, migrations };

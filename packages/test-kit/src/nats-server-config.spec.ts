import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { natsPermissions, renderNatsServerConfig } from '@shop/nest-kit';
import {
  cartSubjects,
  catalogueSubjects,
  contentSubjects,
  ordersSubjects,
  pricingSubjects,
} from '@shop/contracts';
import { repoRoot } from './harness/processes.js';

const adminSubjects = [
  pricingSubjects.createMaterial,
  pricingSubjects.deleteMaterial,
  pricingSubjects.createMaterialPrice,
  pricingSubjects.updateMaterialPrice,
  pricingSubjects.deleteMaterialPrice,
  pricingSubjects.updateSystemSetting,
  pricingSubjects.updateMaterialManufacturing,
  pricingSubjects.listLaserQuoteRequests,
  catalogueSubjects.createProduct,
  catalogueSubjects.updateProduct,
  catalogueSubjects.deleteProduct,
  catalogueSubjects.listProductDimensions,
  catalogueSubjects.createProductDimension,
  catalogueSubjects.deleteProductDimension,
  ordersSubjects.listOrders,
  ordersSubjects.getOrder,
  ordersSubjects.updateOrderStatus,
  ordersSubjects.getPartFile,
];

describe('NATS users per service (infra/nats/nats-server.conf)', () => {
  it('V13 the committed nats-server.conf is what infra/nats/generate-config.js writes from nats-permissions.ts', () => {
    const committed = readFileSync(`${repoRoot}infra/nats/nats-server.conf`, 'utf8');
    expect(committed).toBe(renderNatsServerConfig());
  });

  it('V13 every password is an environment variable, never a literal', () => {
    const passwords = renderNatsServerConfig()
      .split('\n')
      .filter((line) => line.trim().startsWith('password:'));
    expect(passwords).toHaveLength(6);
    for (const line of passwords) expect(line.trim()).toMatch(/^password: \$NATS_[A-Z]+_PASSWORD$/);
  });

  it('V8 only the gateway may publish admin subjects', () => {
    for (const [user, permissions] of Object.entries(natsPermissions)) {
      for (const subject of adminSubjects) {
        expect([user, permissions.publish.includes(subject)]).toEqual([user, user === 'gateway']);
      }
      expect(permissions.publish.some((subject) => subject.startsWith('pricing.>'))).toBe(false);
      expect(permissions.publish).not.toContain('>');
    }
  });

  it('V8 each service subscribes only to its own subjects and its own inbox, the gateway to its inbox and the change events', () => {
    const own = {
      pricing: pricingSubjects,
      catalogue: catalogueSubjects,
      cart: cartSubjects,
      content: contentSubjects,
      orders: ordersSubjects,
    };
    for (const [service, subjects] of Object.entries(own)) {
      const permissions = natsPermissions[service as keyof typeof own];
      expect(permissions.subscribe).toEqual([`${service}.>`, `_INBOX_${service}.>`]);
      for (const subject of Object.values(subjects))
        expect(subject.startsWith(`${service}.`)).toBe(true);
    }
    expect(natsPermissions.gateway.subscribe).toEqual([
      '_INBOX_gateway.>',
      pricingSubjects.pricesChanged,
      catalogueSubjects.productsChanged,
    ]);
  });

  it('V8 the orders user asks only what placing an order needs, and only services send the service-to-service requests', () => {
    const { publish } = natsPermissions.orders;
    for (const subject of [
      cartSubjects.getCart,
      cartSubjects.removeOrderedLines,
      pricingSubjects.getSystemSetting,
      pricingSubjects.listMaterials,
      pricingSubjects.drawLaserQuote,
      pricingSubjects.getLaserQuoteFile,
      ordersSubjects.orderPlaced,
    ]) {
      expect(publish).toContain(subject);
    }
    for (const subject of [
      cartSubjects.addLine,
      pricingSubjects.updateSystemSetting,
      pricingSubjects.updateMaterialPrice,
      '$JS.API.STREAM.DELETE.ORDER_EVENTS',
      '$JS.API.STREAM.PURGE.OBJ_laser-uploads',
    ]) {
      expect(publish).not.toContain(subject);
    }
    for (const subject of [
      cartSubjects.removeOrderedLines,
      pricingSubjects.drawLaserQuote,
      pricingSubjects.getLaserQuoteFile,
    ]) {
      expect(natsPermissions.gateway.publish).not.toContain(subject);
    }
    expect(natsPermissions.cart.publish).not.toContain(ordersSubjects.placeOrder);
    expect(natsPermissions.gateway.publish).toContain(ordersSubjects.placeOrder);
    expect(natsPermissions.gateway.publish).not.toContain('$O.order-part-files.>');
  });
});

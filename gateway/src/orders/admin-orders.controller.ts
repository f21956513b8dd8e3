import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import {
  listOrdersQuerySchema,
  listOrdersResponseSchema,
  orderDetailSchema,
  orderNumberSchema,
  updateOrderStatusBodySchema,
  type AdminActor,
  type ListOrdersResponse,
  type OrderDetail,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { OrderPartFiles } from './order-part-files.js';
import { OrdersClient } from './orders.client.js';
import { listOrdersExample, orderDetailExample } from './orders.examples.js';

const orderParamsSchema = z.object({ orderNumber: orderNumberSchema });
const partFileParamsSchema = z.object({
  orderNumber: orderNumberSchema,
  position: z.coerce
    .number()
    .check(
      z.refine(Number.isSafeInteger, 'Must be a whole number'),
      z.gte(1, 'Must be at least 1'),
    ),
});

/** A file name as a header may carry it: the plain form in ASCII, the exact one encoded (RFC 6266). */
function attachment(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The orders, for admins: list, detail, status changes and the parts' DXF files. */
@ApiTag('Admin: orders')
@Controller('admin/orders')
@UseGuards(AdminGuard)
export class AdminOrdersController {
  constructor(
    @Inject(OrdersClient) private readonly orders: OrdersClient,
    @Inject(OrderPartFiles) private readonly partFiles: OrderPartFiles,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'List orders',
    description:
      'Newest first, optionally of one status, a page at a time (`before` = the last order number of the page before).',
    query: listOrdersQuerySchema,
    response: {
      description: 'One page of orders.',
      schema: listOrdersResponseSchema,
      example: listOrdersExample,
    },
    errors: { 400: 'A query parameter is invalid.', 503: 'The orders service is not available.' },
  })
  list(@Query() query: unknown, @CurrentAdmin() actor: AdminActor): Promise<ListOrdersResponse> {
    return this.orders.list(actor, parsePayload(listOrdersQuerySchema, query));
  }

  @Get(':orderNumber')
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Read an order',
    params: orderParamsSchema,
    response: {
      description: 'The order with its frozen lines, totals and status history.',
      schema: orderDetailSchema,
      example: orderDetailExample,
    },
    errors: {
      400: 'The order number is malformed.',
      404: 'There is no such order.',
      503: 'The orders service is not available.',
    },
  })
  get(@Param() params: unknown, @CurrentAdmin() actor: AdminActor): Promise<OrderDetail> {
    return this.orders.get(actor, parsePayload(orderParamsSchema, params).orderNumber);
  }

  @Patch(':orderNumber')
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: "Change an order's status",
    description:
      'Moves the order one step along its lifecycle (new → confirmed → in_production → shipped → ' +
      'completed, or cancelled before shipping). A prepayment order goes into production only ' +
      'once its payment is recorded. The customer is e-mailed on confirmed, shipped and cancelled.',
    params: orderParamsSchema,
    body: { schema: updateOrderStatusBodySchema, example: { status: 'confirmed' } },
    response: {
      description: 'The order as it is now.',
      schema: orderDetailSchema,
      example: orderDetailExample,
    },
    errors: {
      400: 'The order number or the status is invalid.',
      404: 'There is no such order.',
      409: {
        when:
          'The lifecycle does not allow this change; the message says why (`payment_not_received`: ' +
          'a prepayment order whose payment is not recorded cannot go into production).',
        example: {
          message: 'An order that is new can only become confirmed or cancelled, not shipped',
        },
      },
      503: 'The orders service is not available.',
    },
  })
  updateStatus(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentAdmin() actor: AdminActor,
  ): Promise<OrderDetail> {
    const { orderNumber } = parsePayload(orderParamsSchema, params);
    const { status } = parsePayload(updateOrderStatusBodySchema, body);
    return this.orders.updateStatus(actor, orderNumber, status);
  }

  @Post(':orderNumber/payment')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: "Record a prepayment order's payment as received",
    description:
      'Records now, and the signed-in admin, as when the transfer arrived; the order may then go ' +
      'into production.',
    params: orderParamsSchema,
    response: {
      description: 'The order as it is now, with `paymentReceived`.',
      schema: orderDetailSchema,
      example: orderDetailExample,
    },
    errors: {
      400: 'The order number is malformed.',
      404: 'There is no such order.',
      409: 'The order is paid on invoice, its payment is recorded already, or it is cancelled.',
      503: 'The orders service is not available.',
    },
  })
  recordPayment(@Param() params: unknown, @CurrentAdmin() actor: AdminActor): Promise<OrderDetail> {
    return this.orders.recordPayment(actor, parsePayload(orderParamsSchema, params).orderNumber);
  }

  @Get(':orderNumber/lines/:position/dxf')
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: "Download an ordered part's DXF",
    description:
      'The file production cuts from: the configurator drawing or the customer’s upload, as ordered.',
    params: partFileParamsSchema,
    response: { description: 'The DXF file, as an attachment.', contentType: 'application/dxf' },
    errors: {
      400: 'The order number or the position is invalid.',
      404: 'There is no such order, line, or file for it.',
      503: 'The orders service or the part file store is not available.',
    },
  })
  async partFile(
    @Param() params: unknown,
    @CurrentAdmin() actor: AdminActor,
  ): Promise<StreamableFile> {
    const { orderNumber, position } = parsePayload(partFileParamsSchema, params);
    const file = await this.orders.partFile(actor, orderNumber, position);
    const stream = await this.partFiles.open(file.objectName);
    return new StreamableFile(stream, {
      type: 'application/dxf',
      disposition: attachment(file.fileName),
      length: file.sizeBytes,
    });
  }
}

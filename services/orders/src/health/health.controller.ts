import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { ordersSubjects, type ServiceHealth } from '@shop/contracts';
import { dependencyStatus, ServiceRequester } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';

/** Answers the gateway's health probe; answering at all proves this side of NATS works. */
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ServiceRequester) private readonly services: ServiceRequester,
  ) {}

  @MessagePattern(ordersSubjects.checkHealth)
  async checkHealth(): Promise<ServiceHealth> {
    const database = await dependencyStatus(() => this.dataSource.query('SELECT 1'));
    const nats = this.services.isConnected() ? 'up' : 'down';
    return {
      service: 'orders',
      status: database === 'up' && nats === 'up' ? 'up' : 'down',
      dependencies: { database, nats },
    };
  }
}

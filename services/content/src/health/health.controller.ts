import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { contentSubjects, type ServiceHealth } from '@shop/contracts';
import { dependencyStatus } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';

/** Answers the gateway's health probe; answering at all proves this side of NATS works. */
@Controller()
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @MessagePattern(contentSubjects.checkHealth)
  async checkHealth(): Promise<ServiceHealth> {
    const database = await dependencyStatus(() => this.dataSource.query('SELECT 1'));
    return { service: 'content', status: database, dependencies: { database } };
  }
}

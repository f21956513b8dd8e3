import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { catalogueSubjects, type DependencyStatus, type ServiceHealth } from '@shop/contracts';
import type { DataSource } from 'typeorm';

const DATABASE_CHECK_TIMEOUT_MS = 1_000;

/** Answers the gateway's health probe; answering at all proves this side of NATS works. */
@Controller()
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @MessagePattern(catalogueSubjects.checkHealth)
  async checkHealth(): Promise<ServiceHealth> {
    const database = await this.databaseStatus();
    return { service: 'catalogue', status: database, dependencies: { database } };
  }

  private async databaseStatus(): Promise<DependencyStatus> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<DependencyStatus>((resolve) => {
      timer = setTimeout(() => resolve('down'), DATABASE_CHECK_TIMEOUT_MS);
    });
    const query = this.dataSource.query('SELECT 1').then(
      (): DependencyStatus => 'up',
      (): DependencyStatus => 'down',
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

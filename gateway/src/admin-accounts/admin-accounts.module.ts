import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccountEntity } from './admin-account.entity.js';
import { AdminAccountsService } from './admin-accounts.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AdminAccountEntity])],
  providers: [AdminAccountsService],
  exports: [AdminAccountsService, TypeOrmModule],
})
export class AdminAccountsModule {}

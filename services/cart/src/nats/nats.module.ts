import { Global, Module } from '@nestjs/common';
import { ServiceRequester } from './service-requester.js';

@Global()
@Module({ providers: [ServiceRequester], exports: [ServiceRequester] })
export class NatsModule {}

import { type DynamicModule, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway-config.js';

/** Makes the configuration parsed at boot injectable everywhere as GATEWAY_CONFIG. */
@Module({})
export class ConfigModule {
  static forConfig(config: GatewayConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}

import type { DynamicModule, InjectionToken, ModuleMetadata, Type } from '@nestjs/common';

/**
 * A service's root module: global, so that every feature module may inject the parsed
 * configuration under `configToken` without importing the root module, and importing `imports`.
 */
export function serviceRootModule<Config>(
  module: Type,
  configToken: InjectionToken,
  config: Config,
  imports: NonNullable<ModuleMetadata['imports']>,
): DynamicModule {
  return {
    module,
    global: true,
    imports,
    providers: [{ provide: configToken, useValue: config }],
    exports: [configToken],
  };
}

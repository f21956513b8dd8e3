import { lazy, type ComponentType } from 'react';

export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

/**
 * A page of the shell's own that loads as a separate chunk when first shown, like `lazy`, but can
 * also be loaded ahead: the server loads it before rendering and the browser before hydrating, so
 * both render the page itself rather than a loading state.
 */
export function preloadablePage(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

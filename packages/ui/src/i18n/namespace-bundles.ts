import type { i18n as I18n, ResourceLanguage } from 'i18next';

/** The bundles this copy of the package last put into each i18next store, per namespace. */
const registered = new WeakMap<object, Map<string, object>>();

/**
 * Puts a remote's texts into the i18next instance the page renders with. Each build of a remote
 * bundles its own copy of this package, so a redeployed remote (a new copy) overwrites the texts
 * of the version before it, which matters to a server that swaps remotes while it runs. The same
 * bundles are put in once per store, however often a page renders.
 */
export function ensureNamespaceBundles(
  i18n: I18n,
  namespace: string,
  bundles: Record<string, ResourceLanguage>,
): void {
  const store = i18n.store as object | undefined;
  if (!store) return;
  let namespaces = registered.get(store);
  if (!namespaces) {
    namespaces = new Map();
    registered.set(store, namespaces);
  }
  if (namespaces.get(namespace) === bundles) return;
  for (const [language, resources] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  namespaces.set(namespace, bundles);
}

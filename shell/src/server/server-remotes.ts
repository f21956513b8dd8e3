import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageId } from '../remotes/remote-page-id';

/** What a remote publishes beside its remoteEntry.js for rendering servers. */
interface ServerEntry {
  /** The server build's entry, relative to this file. */
  entry: string;
  /** The browser stylesheets of the remote's pages, relative to this file. */
  css: string[];
  /** Per exposed page, the stylesheets it needs, each content once (older builds lack it). */
  styles?: Record<string, string[]>;
  /** Per exposed page, the browser scripts it needs at once, relative to this file. */
  scripts?: Record<string, string[]>;
}

/** A remote page's stylesheet, put into the page's head. */
export interface PageStylesheet {
  /** The address as the browser uses it (relative when the manifest's entry is). */
  href: string;
  /** The file's name as the remote's own style loading knows it. */
  file: string;
  /** The rules, inlined into the page so no request holds up its first paint; undefined: link. */
  text: string | undefined;
}

interface RemoteRelease {
  /** The server build's absolute address; a new release has a new one. */
  serverEntry: string;
  stylesheets: PageStylesheet[];
  /** Per exposed page, its own stylesheets, when the remote lists them. */
  pageStylesheets: Map<string, PageStylesheet[]>;
  /** Per exposed page: its browser entry and scripts, for the page's preload links. */
  scripts: Map<string, string[]>;
  pages: Map<RemotePageId, Promise<ComponentType | undefined>>;
}

type PageModule = { default?: ComponentType };

async function fetchJson(url: URL, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { 'Cache-Control': 'no-cache' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

async function fetchText(url: URL, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

function isServerEntry(value: unknown): value is ServerEntry {
  const candidate = value as Partial<ServerEntry> | null;
  return (
    typeof candidate?.entry === 'string' &&
    Array.isArray(candidate.css) &&
    candidate.css.every((file) => typeof file === 'string') &&
    isFileLists(candidate.scripts) &&
    isFileLists(candidate.styles)
  );
}

function isFileLists(value: unknown): value is Record<string, string[]> | undefined {
  return (
    value === undefined ||
    (typeof value === 'object' &&
      value !== null &&
      Object.values(value).every(
        (files) => Array.isArray(files) && files.every((file) => typeof file === 'string'),
      ))
  );
}

/**
 * The remotes as the rendering server sees them. It reads the same manifest as browsers do and,
 * beside each remote's browser entry, the remote's `server-entry.json`, which names the server
 * build of the same release. A redeployed remote names a new server build; the next look at the
 * manifest registers it in place of the old one, so the next render uses the new code without a
 * restart of this server. A remote that cannot be reached renders in the browser instead.
 */
export class ServerRemotes {
  private readonly releases = new Map<string, RemoteRelease>();
  private lastRefresh = 0;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly manifestUrl: string,
    private readonly refreshIntervalMs: number,
    private readonly timeoutMs = 2000,
    private readonly log: (message: string) => void = console.warn,
  ) {}

  /** Looks at the manifest again when the last look is older than the refresh interval. */
  async refreshIfDue(): Promise<void> {
    if (Date.now() - this.lastRefresh < this.refreshIntervalMs) return;
    this.refreshing ??= this.refresh().finally(() => {
      this.lastRefresh = Date.now();
      this.refreshing = undefined;
    });
    await this.refreshing;
  }

  /** The page's component, or undefined when its remote's server build cannot be loaded. */
  async page(id: RemotePageId): Promise<ComponentType | undefined> {
    // Known remotes render at once while the look at the manifest runs beside the render; the
    // first render of a remote waits for it.
    const looking = this.refreshIfDue();
    if (!this.releases.has(remoteName(id))) await looking;
    else void looking;
    const release = this.releases.get(remoteName(id));
    if (!release) return undefined;
    let loading = release.pages.get(id);
    if (!loading) {
      loading = loadRemote<PageModule>(id).then(
        (module) => module?.default,
        (error: unknown) => {
          this.log(`Rendering ${id} in the browser: ${(error as Error).message}`);
          return undefined;
        },
      );
      release.pages.set(id, loading);
      // A failed load is tried again on a later render rather than remembered for good.
      void loading.then((page) => {
        if (!page) release.pages.delete(id);
      });
    }
    return loading;
  }

  /** What the browser will load for a remote page, to preload from the page's head. */
  scripts(id: RemotePageId): string[] {
    return this.releases.get(remoteName(id))?.scripts.get(id.split('/')[1] ?? '') ?? [];
  }

  /** The stylesheets of a remote page (of all the remote's pages if it names none), for the head. */
  stylesheets(id: RemotePageId): PageStylesheet[] {
    const release = this.releases.get(remoteName(id));
    if (!release) return [];
    return release.pageStylesheets.get(id.split('/')[1] ?? '') ?? release.stylesheets;
  }

  private async refresh(): Promise<void> {
    const manifestUrl = new URL(this.manifestUrl);
    let manifest: Record<string, unknown>;
    try {
      manifest = (await fetchJson(manifestUrl, this.timeoutMs)) as Record<string, unknown>;
    } catch (error) {
      this.log(
        `Remote manifest unavailable, keeping the remotes known so far: ${(error as Error).message}`,
      );
      return;
    }
    await Promise.all(
      Object.entries(manifest).map(async ([name, browserEntry]) => {
        if (typeof browserEntry !== 'string' || browserEntry === '') return;
        try {
          await this.refreshRemote(name, manifestUrl, browserEntry);
        } catch (error) {
          this.log(`Remote ${name} has no server build: ${(error as Error).message}`);
          this.releases.delete(name);
        }
      }),
    );
  }

  private async refreshRemote(name: string, manifestUrl: URL, browserEntry: string): Promise<void> {
    const infoUrl = new URL('server-entry.json', new URL(browserEntry, manifestUrl));
    const info = await fetchJson(infoUrl, this.timeoutMs);
    if (!isServerEntry(info)) throw new Error(`${infoUrl.href} is not a server entry`);
    const serverEntry = new URL(info.entry, infoUrl).href;
    if (this.releases.get(name)?.serverEntry === serverEntry) return;
    // force: the address replaces an earlier release's (or one a failed look left registered).
    registerRemotes([{ name, entry: serverEntry }], { force: true });
    // The browser's addresses: relative to the manifest entry as the manifest writes it.
    const browserBase = new URL(browserEntry, 'http://relative.invalid/');
    const browserHref = (file: string) => {
      const url = new URL(file, browserBase);
      return url.origin === 'http://relative.invalid' ? url.pathname : url.href;
    };
    const scripts = new Map(
      Object.entries(info.scripts ?? {}).map(([page, files]) => [
        page,
        [browserHref(browserBase.href), ...files.map(browserHref)],
      ]),
    );
    const stylesheets = await Promise.all(
      info.css.map(async (file): Promise<PageStylesheet> => {
        const href = browserHref(file);
        const text = await fetchText(new URL(file, infoUrl), this.timeoutMs).catch(() => undefined);
        return { href, file, text };
      }),
    );
    const byFile = new Map(stylesheets.map((stylesheet) => [stylesheet.file, stylesheet]));
    const pageStylesheets = new Map(
      Object.entries(info.styles ?? {}).map(([page, files]) => [
        page,
        files.flatMap((file) => byFile.get(file) ?? []),
      ]),
    );
    this.releases.set(name, {
      serverEntry,
      stylesheets,
      pageStylesheets,
      scripts,
      pages: new Map(),
    });
  }
}

function remoteName(id: RemotePageId): string {
  return id.split('/')[0] ?? '';
}

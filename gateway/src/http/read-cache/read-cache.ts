import { hash } from 'node:crypto';

/** How long one area's answers may be kept, and after what they may be kept again. */
export interface ReadCacheAreaRules {
  /**
   * An answer older than this is read again. For an area with a change event this only bounds
   * how long a missed event can go unnoticed; for an area without one it is how stale it may be.
   */
  maxAgeMs: number;
  /**
   * After an invalidation, answers of reads that began within this time are not kept: another
   * replica of the service may not have reloaded yet and answer with the old data once more.
   */
  settleMs: number;
}

export interface ReadCacheLimits {
  maxEntries: number;
  /** Sum of the kept bodies; the least recently used entries go first. */
  maxBytes: number;
}

/** One kept answer: the serialised bytes and their strong ETag. */
export interface CachedAnswer {
  readonly area: string;
  readonly body: Buffer;
  readonly contentType: string;
  /** Quoted, as sent in `ETag`. */
  readonly etag: string;
  readonly storedAt: number;
}

/** What a read that was not answered from the cache remembers until its answer is ready. */
export interface ReadTicket {
  readonly area: string;
  readonly generation: number;
  readonly startedAt: number;
}

interface AreaState {
  readonly rules: ReadCacheAreaRules;
  generation: number;
  invalidatedAt: number;
}

/**
 * Serialised answers of public reads, grouped in areas (one per source of change: pricing,
 * catalogue, blog). Each area has a generation that every invalidation raises; an answer is kept
 * only when its area's generation has not moved since its read began, so a read that started
 * before a change and finishes after it never puts the old answer back. Bounded by entries and
 * bytes, least recently used first out.
 */
export class ReadCache<Area extends string = string> {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly areas: Map<string, AreaState>;
  private bytes = 0;
  private available = true;

  constructor(
    areas: Readonly<Record<Area, ReadCacheAreaRules>>,
    private readonly limits: ReadCacheLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.areas = new Map(
      Object.entries<ReadCacheAreaRules>(areas).map(([name, rules]) => [
        name,
        { rules, generation: 0, invalidatedAt: Number.NEGATIVE_INFINITY },
      ]),
    );
  }

  /** The kept answer for `key`, unless it is too old or the cache is suspended. */
  get(key: string): CachedAnswer | undefined {
    if (!this.available) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (this.now() - entry.storedAt > this.area(entry.area).rules.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last, so eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Call when a read of `area` starts that the cache could not answer. */
  begin(area: Area): ReadTicket {
    const state = this.area(area);
    return { area, generation: state.generation, startedAt: this.now() };
  }

  /**
   * Keeps the answer of the read `ticket` began and returns it with its ETag, unless its area
   * changed since (or only just before) that read began, the cache is suspended, or the body
   * alone exceeds the byte limit: then it returns undefined and keeps nothing.
   */
  store(
    key: string,
    ticket: ReadTicket,
    body: Buffer,
    contentType: string,
  ): CachedAnswer | undefined {
    const state = this.area(ticket.area);
    if (!this.available || state.generation !== ticket.generation) return undefined;
    if (ticket.startedAt < state.invalidatedAt + state.rules.settleMs) return undefined;
    if (body.length > this.limits.maxBytes) return undefined;
    const previous = this.entries.get(key);
    if (previous !== undefined) this.remove(key, previous);
    const entry: CachedAnswer = {
      area: ticket.area,
      body,
      contentType,
      etag: strongEtag(body),
      storedAt: this.now(),
    };
    this.entries.set(key, entry);
    this.bytes += body.length;
    this.evictOverLimits();
    return entry;
  }

  /** Drops every answer of `area` and keeps none of the reads already running. */
  invalidate(area: Area): void {
    const state = this.area(area);
    state.generation += 1;
    state.invalidatedAt = this.now();
    for (const [key, entry] of this.entries) if (entry.area === area) this.remove(key, entry);
  }

  /** Drops everything and keeps none of the reads already running. */
  invalidateAll(): void {
    for (const area of this.areas.keys()) this.invalidate(area as Area);
  }

  /**
   * While change events cannot arrive (NATS is away), nothing is served or kept; both switches
   * drop everything, since events may have been missed in between.
   */
  setAvailable(available: boolean): void {
    this.available = available;
    this.invalidateAll();
  }

  /** Entries and bytes kept, for tests and metrics. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private area(name: string): AreaState {
    const state = this.areas.get(name);
    if (state === undefined) throw new Error(`Unknown read cache area ${name}`);
    return state;
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  private evictOverLimits(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.remove(key, entry);
    }
  }
}

/** A strong ETag of the bytes: equal bytes, equal tag. */
export function strongEtag(body: Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/**
 * True when `If-None-Match` names `etag` (or is `*`). The comparison is the weak one the header
 * calls for, so `W/"x"` matches `"x"`.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === wanted);
}

/**
 * The key of a read: its path and its query with the parameters in name order (the order of
 * repeated ones kept) and their encoding normalised, so `?b=2&a=1` and `?a=1&b=%32` share it.
 */
export function readCacheKey(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  const query = new URLSearchParams(url.slice(queryStart + 1));
  query.sort();
  const normalised = query.toString();
  return normalised === '' ? path : `${path}?${normalised}`;
}

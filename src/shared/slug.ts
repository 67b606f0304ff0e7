/**
 * docs/product.md#routes and docs/api.md#read-endpoints: the event name trimmed, runs of white space replaced
 * by one hyphen, lower-cased. The server makes it unique with uniqueSlug when two names collide.
 */
export function eventSlug(name: string): string {
  return name.trim().replace(/\s+/g, '-').toLowerCase();
}

/** First free slug among base, base-2, base-3, ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

// Failed office logins per client address and email: 5 within 15 minutes and that pair must wait. Kept in memory
// (ARCHITECTURE.md allows rate limits per instance); only failures count, so a user who signs in is not slowed.

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many login attempts. Please wait 15 minutes and try again.';

export interface LoginLimiter {
  blocked(key: string, now?: number): boolean;
  fail(key: string, now?: number): void;
  clear(key: string): void;
}

export function createLoginLimiter(max = LOGIN_MAX_FAILURES, windowMs = LOGIN_WINDOW_MS): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (failures.get(key) ?? []).filter((time) => now - time < windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    blocked: (key, now = Date.now()) => recent(key, now).length >= max,
    fail(key, now = Date.now()) {
      // Bounded memory: a flood of distinct keys cannot grow the map without end.
      if (failures.size > 10_000) for (const k of [...failures.keys()]) recent(k, now);
      failures.set(key, [...recent(key, now), now]);
    },
    clear: (key) => void failures.delete(key),
  };
}

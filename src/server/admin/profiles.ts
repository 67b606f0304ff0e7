import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  donations,
  memberships,
  normalisedEmail,
  normalisedMobile,
  normalisedPan,
  offlinePayments,
  orders,
  profileLinks,
  subscriptions,
  type OrderStatus,
  type ProfileDecision,
} from '../db/schema';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../shared/dates';
import { personName } from '../receipts/pdf';
// A record's kind and a directory row are the console's contract too.
import type { ProfileRecordKind, ProfileSummary } from '../../shared/schemas/admin';

// Donor and member profiles (docs/product.md "Donors and members"). A person is not stored: the profiles are
// computed when read, from the identifiers on the records (PAN, e-mail, mobile) and the office's decisions in
// profile_links. Two records join one profile on their own only when they share an identifier, carry the same
// name, and differ in no identifier both of them have; anything less (same mobile but another e-mail, same PAN
// under another name) is only suggested, and the office confirms the merge or dismisses the suggestion. Nothing
// is merged silently. Erased records have no identity left and belong to no profile.

/** What grouping needs of a record: its key ('donation-12'), its normalised name and identifiers, and its age. */
export interface IdentityRecord {
  key: string;
  name: string;
  pan: string;
  email: string;
  mobile: string;
  createdAt: Date;
}

export interface ProfileLinkRow {
  id: number;
  decision: ProfileDecision;
  recordA: string;
  recordB: string;
}

const IDENTIFIERS = ['pan', 'email', 'mobile'] as const;
export type Identifier = (typeof IDENTIFIERS)[number];

// ------------------------------------------------------------------ normalising (the same rules as the indexes)

export const normalisePan = (value: string) => value.trim().toUpperCase();
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
export const normaliseMobileDigits = (value: string) => value.replace(/[^0-9]/g, '').slice(-10);
/** A name as Form 10BD compares names: small letters, anything but letters and digits as one space. */
export const normaliseName = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const recordKey = (kind: ProfileRecordKind, id: number) => `${kind}-${id}`;

export function parseRecordKey(key: string): { kind: ProfileRecordKind; id: number } | null {
  const match = /^(donation|membership|subscription)-(\d{1,9})$/.exec(key);
  if (!match || Number(match[2]) < 1) return null;
  return { kind: match[1] as ProfileRecordKind, id: Number(match[2]) };
}

// ------------------------------------------------------------------ grouping (pure)

interface Group {
  keys: string[];
  name: string;
  pan: string;
  email: string;
  mobile: string;
}

export interface Grouping {
  /** Record key -> the key of its profile (the profile's oldest record). */
  profileOf: Map<string, string>;
  /** Profile key -> its records' keys, oldest first. */
  members: Map<string, string[]>;
}

function byAge(a: IdentityRecord, b: IdentityRecord): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * The profiles of a set of records. Records are taken oldest first; each joins every earlier profile it shares an
 * identifier with, as long as the two agree (same name, no identifier that both have and that differs) and the
 * office has not said they are different people. Then the office's confirmed merges join profiles whatever they
 * hold. A profile is named by its oldest record, so its key stays put as records are added.
 *
 * The result for a record depends only on the records it is connected to through shared identifiers and links,
 * so a profile computed from that part alone (profileOfRecord) is the same as in the whole directory.
 */
export function groupRecords(records: readonly IdentityRecord[], links: readonly ProfileLinkRow[]): Grouping {
  const sorted = records
    .map((record) => ({ record, time: record.createdAt.getTime() }))
    .sort((a, b) => a.time - b.time || (a.record.key < b.record.key ? -1 : 1))
    .map(({ record }) => record);
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    let node = key;
    while (node !== root) {
      const next = parent.get(node)!;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  const groups = new Map<string, Group>();
  const distinct = links.filter((link) => link.decision === 'distinct');
  const rank = new Map(sorted.map((record, index) => [record.key, index]));

  const keptApart = (a: Group, b: Group) =>
    distinct.some((link) => {
      const x = parent.has(link.recordA) ? find(link.recordA) : null;
      const y = parent.has(link.recordB) ? find(link.recordB) : null;
      const ra = find(a.keys[0]);
      const rb = find(b.keys[0]);
      return (x === ra && y === rb) || (x === rb && y === ra);
    });
  const agree = (a: Group, b: Group) =>
    a.name === b.name &&
    IDENTIFIERS.every((field) => a[field] === '' || b[field] === '' || a[field] === b[field]) &&
    !keptApart(a, b);
  const union = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra === rb) return;
    // The older root stays the root: a profile is named by its oldest record.
    const [keep, drop] = rank.get(ra)! <= rank.get(rb)! ? [ra, rb] : [rb, ra];
    parent.set(drop, keep);
    const kept = groups.get(keep)!;
    const dropped = groups.get(drop)!;
    kept.keys.push(...dropped.keys);
    for (const field of IDENTIFIERS) kept[field] ||= dropped[field];
    groups.delete(drop);
  };

  /** Identifier value -> the records holding it, so that each record finds the earlier ones it shares one with. */
  const holders = new Map<string, string[]>();
  for (const record of sorted) {
    parent.set(record.key, record.key);
    groups.set(record.key, {
      keys: [record.key],
      name: record.name,
      pan: record.pan,
      email: record.email,
      mobile: record.mobile,
    });
    for (const field of IDENTIFIERS) {
      const value = record[field];
      if (!value) continue;
      const holding = holders.get(`${field}:${value}`) ?? [];
      // Each earlier profile once, oldest first (a value many records share is not compared record by record).
      const roots =
        holding.length < 2
          ? holding.map(find)
          : [...new Set(holding.map(find))].sort((a, b) => rank.get(a)! - rank.get(b)!);
      for (const other of roots) {
        const [mine, theirs] = [groups.get(find(record.key))!, groups.get(find(other))!];
        if (mine !== theirs && agree(mine, theirs)) union(record.key, other);
      }
      holding.push(record.key);
      holders.set(`${field}:${value}`, holding);
    }
  }
  for (const link of links) {
    if (link.decision === 'same' && parent.has(link.recordA) && parent.has(link.recordB)) {
      union(link.recordA, link.recordB);
    }
  }

  const profileOf = new Map<string, string>();
  const members = new Map<string, string[]>();
  for (const record of sorted) {
    const root = find(record.key);
    profileOf.set(record.key, root);
    const list = members.get(root) ?? [];
    list.push(record.key);
    members.set(root, list);
  }
  return { profileOf, members };
}

export interface Suggestion {
  /** The other profile. */
  profile: string;
  /** Identifiers the two profiles share ('pan', 'email', 'mobile'). */
  shared: Identifier[];
  /** What differs between them: another name, or an identifier both have with other values. */
  differs: ('name' | Identifier)[];
  /** The two records the office's decision would link: one of this profile, one of the other. */
  record: string;
  other_record: string;
}

/** Other profiles that share an identifier with `profile`, unless the office said they are different people. */
export function suggestionsFor(
  profile: string,
  records: readonly IdentityRecord[],
  grouping: Grouping,
  links: readonly ProfileLinkRow[],
): Suggestion[] {
  const byKey = new Map(records.map((record) => [record.key, record]));
  const mine = (grouping.members.get(profile) ?? []).map((key) => byKey.get(key)!).filter(Boolean);
  const valuesOf = (list: IdentityRecord[], field: Identifier | 'name') =>
    new Set(list.map((record) => record[field]).filter(Boolean));
  const dismissed = new Set<string>();
  for (const link of links) {
    if (link.decision !== 'distinct') continue;
    const [a, b] = [grouping.profileOf.get(link.recordA), grouping.profileOf.get(link.recordB)];
    if (a && b) dismissed.add(`${a}|${b}`).add(`${b}|${a}`);
  }
  const found = new Map<string, Suggestion>();
  for (const record of mine) {
    for (const field of IDENTIFIERS) {
      if (!record[field]) continue;
      for (const other of records) {
        if (other[field] !== record[field]) continue;
        const otherProfile = grouping.profileOf.get(other.key)!;
        if (otherProfile === profile || dismissed.has(`${profile}|${otherProfile}`)) continue;
        const suggestion = found.get(otherProfile) ?? {
          profile: otherProfile,
          shared: [],
          differs: [],
          record: record.key,
          other_record: other.key,
        };
        if (!suggestion.shared.includes(field)) suggestion.shared.push(field);
        found.set(otherProfile, suggestion);
      }
    }
  }
  for (const suggestion of found.values()) {
    const theirs = (grouping.members.get(suggestion.profile) ?? []).map((key) => byKey.get(key)!);
    for (const field of ['name', ...IDENTIFIERS] as const) {
      const a = valuesOf(mine, field);
      const b = valuesOf(theirs, field);
      if (a.size > 0 && b.size > 0 && [...b].some((value) => !a.has(value))) suggestion.differs.push(field);
    }
    suggestion.shared.sort((x, y) => IDENTIFIERS.indexOf(x) - IDENTIFIERS.indexOf(y));
  }
  return [...found.values()];
}

// ------------------------------------------------------------------ loading records

/** Money that counts (as the dashboard, the lists and Form 10BD count it): paid, receipt not cancelled. */
const countsAsPaid = (order: { status: OrderStatus; receiptCancelledAt: Date | null }) =>
  order.status === 'paid' && order.receiptCancelledAt === null;

/** A record of a profile, with what the directory and the profile page show of it. */
export interface ProfileRecord extends IdentityRecord {
  kind: ProfileRecordKind;
  id: number;
  displayName: string;
  rawPan: string;
  rawEmail: string;
  rawMobile: string;
  /** donations and memberships: their order; subscriptions: none. */
  orderId: number | null;
  status: string;
  paidPaise: number;
  paidAt: Date | null;
  test: boolean;
}

interface PersonRow {
  id: number;
  firstName: string;
  middleName: string;
  surname: string;
  email: string;
  mobile: string;
  createdAt: Date;
}

function identityOf(kind: ProfileRecordKind, row: PersonRow & { pan?: string }) {
  const displayName = personName(row);
  return {
    key: recordKey(kind, row.id),
    kind,
    id: row.id,
    displayName,
    name: normaliseName(displayName),
    pan: normalisePan(row.pan ?? ''),
    email: normaliseEmail(row.email),
    mobile: normaliseMobileDigits(row.mobile),
    rawPan: (row.pan ?? '').trim(),
    rawEmail: row.email.trim(),
    rawMobile: row.mobile.trim(),
    createdAt: row.createdAt,
  };
}

export interface LoadOptions {
  /** Sandbox (test) payments belong to no profile unless asked for, as in the lists. */
  includeTest: boolean;
}

/** Records matching `where` per kind (null: none of that kind), erased ones left out. */
async function loadRecords(
  db: Db,
  options: LoadOptions,
  where: { donation?: SQL | null; membership?: SQL | null; subscription?: SQL | null },
): Promise<ProfileRecord[]> {
  const result: ProfileRecord[] = [];
  const orderColumns = {
    orderId: orders.id,
    status: orders.status,
    basePaise: orders.basePaise,
    paidAt: orders.paidAt,
    receiptCancelledAt: orders.receiptCancelledAt,
    gateway: orders.gateway,
  };
  const testFilter = options.includeTest ? undefined : ne(orders.gateway, 'sandbox');
  const fromOrder = (row: {
    orderId: number;
    status: OrderStatus;
    basePaise: number;
    paidAt: Date | null;
    receiptCancelledAt: Date | null;
    gateway: string;
  }) => ({
    orderId: row.orderId,
    status: row.status,
    paidPaise: countsAsPaid(row) ? row.basePaise : 0,
    paidAt: countsAsPaid(row) ? row.paidAt : null,
    test: row.gateway === 'sandbox',
  });
  const person = (table: typeof donations | typeof memberships | typeof subscriptions) => ({
    id: table.id,
    firstName: table.firstName,
    middleName: table.middleName,
    surname: table.surname,
    email: table.email,
    mobile: table.mobile,
    createdAt: table.createdAt,
  });
  // Donations and memberships: each with its order (a donation also with its PAN).
  const paidRecords = async (
    kind: 'donation' | 'membership',
    table: typeof donations | typeof memberships,
    extra: { pan?: typeof donations.pan },
  ) => {
    const rows = await db
      .select({ ...person(table), ...extra, ...orderColumns })
      .from(table)
      .innerJoin(orders, eq(table.orderId, orders.id))
      .where(and(isNull(table.erasedAt), testFilter, where[kind] ?? undefined));
    for (const row of rows) result.push({ ...identityOf(kind, row), ...fromOrder(row) });
  };
  if (where.donation !== null) await paidRecords('donation', donations, { pan: donations.pan });
  if (where.membership !== null) await paidRecords('membership', memberships, {});
  if (where.subscription !== null) {
    const rows = await db
      .select({ ...person(subscriptions), pan: subscriptions.pan, status: subscriptions.status })
      .from(subscriptions)
      .where(
        and(
          isNull(subscriptions.erasedAt),
          options.includeTest ? undefined : ne(subscriptions.gateway, 'sandbox'),
          where.subscription,
        ),
      );
    for (const row of rows) {
      result.push({
        ...identityOf('subscription', row),
        orderId: null,
        status: row.status,
        // A regular gift's money is in its charges, each a donation of its own.
        paidPaise: 0,
        paidAt: null,
        test: false,
      });
    }
  }
  return result;
}

async function activeLinks(
  db: Db,
  keys?: string[],
): Promise<(ProfileLinkRow & { userId: number | null; createdAt: Date })[]> {
  const rows = await db
    .select()
    .from(profileLinks)
    .where(
      and(
        isNull(profileLinks.revokedAt),
        keys ? or(inArray(profileLinks.recordA, keys), inArray(profileLinks.recordB, keys)) : undefined,
      ),
    );
  return rows;
}

/**
 * The records connected to `start` through shared identifiers and the office's links, found through the indexes
 * on the normalised identifiers: what the profile of `start` can be made of.
 */
async function connectedRecords(db: Db, start: ProfileRecord[], options: LoadOptions) {
  const records = new Map(start.map((record) => [record.key, record]));
  const asked = { pan: new Set<string>(), email: new Set<string>(), mobile: new Set<string>() };
  const linkedAsked = new Set<string>();
  let fresh = [...start];
  const links = new Map<number, Awaited<ReturnType<typeof activeLinks>>[number]>();
  while (fresh.length > 0) {
    const wanted = { pan: new Set<string>(), email: new Set<string>(), mobile: new Set<string>() };
    for (const record of fresh) {
      for (const field of IDENTIFIERS) {
        if (record[field] && !asked[field].has(record[field])) {
          wanted[field].add(record[field]);
          asked[field].add(record[field]);
        }
      }
    }
    const newKeys = fresh.map((record) => record.key).filter((key) => !linkedAsked.has(key));
    newKeys.forEach((key) => linkedAsked.add(key));
    const linkRows = newKeys.length > 0 ? await activeLinks(db, newKeys) : [];
    const linked: Record<ProfileRecordKind, number[]> = { donation: [], membership: [], subscription: [] };
    for (const link of linkRows) {
      links.set(link.id, link);
      for (const key of [link.recordA, link.recordB]) {
        const parsed = parseRecordKey(key);
        if (parsed && !records.has(key)) linked[parsed.kind].push(parsed.id);
      }
    }
    const match = (
      table: typeof donations | typeof memberships | typeof subscriptions,
      hasPan: boolean,
      kind: ProfileRecordKind,
    ): SQL | null => {
      const conditions: SQL[] = [];
      if (hasPan && wanted.pan.size > 0)
        conditions.push(inArray(normalisedPan((table as typeof donations).pan), [...wanted.pan]));
      if (wanted.email.size > 0) conditions.push(inArray(normalisedEmail(table.email), [...wanted.email]));
      if (wanted.mobile.size > 0)
        conditions.push(inArray(normalisedMobile(table.mobile), [...wanted.mobile]));
      if (linked[kind].length > 0) conditions.push(inArray(table.id, linked[kind]));
      return conditions.length > 0 ? or(...conditions)! : null;
    };
    const found = await loadRecords(db, options, {
      donation: match(donations, true, 'donation'),
      membership: match(memberships, false, 'membership'),
      subscription: match(subscriptions, true, 'subscription'),
    });
    fresh = found.filter((record) => !records.has(record.key));
    for (const record of fresh) records.set(record.key, record);
  }
  return { records: [...records.values()], links: [...links.values()] };
}

// ------------------------------------------------------------------ the directory

function distinctValues(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}

function summarise(
  key: string,
  members: ProfileRecord[],
  context: { currentFy: number; suggested: boolean; sharedPan: boolean },
): ProfileSummary {
  const recent = [...members].sort((a, b) => byAge(b, a));
  const last = Math.max(...members.map((record) => (record.paidAt ?? record.createdAt).getTime()));
  return {
    key,
    name: recent[0].displayName,
    names: distinctValues(recent.map((record) => record.displayName)),
    pans: distinctValues(recent.map((record) => record.pan)),
    emails: distinctValues(recent.map((record) => record.rawEmail)),
    mobiles: distinctValues(recent.map((record) => record.mobile)),
    records: members.length,
    donations: members.filter((record) => record.kind === 'donation').length,
    memberships: members.filter((record) => record.kind === 'membership').length,
    subscriptions: members.filter((record) => record.kind === 'subscription').length,
    lifetime_paise: members.reduce((sum, record) => sum + record.paidPaise, 0),
    financial_year_paise: members
      .filter((record) => record.paidAt && financialYearOf(todayInIndia(record.paidAt)) === context.currentFy)
      .reduce((sum, record) => sum + record.paidPaise, 0),
    last_activity_at: new Date(last).toISOString(),
    has_suggestions: context.suggested,
    shared_pan: context.sharedPan,
  };
}

/** PANs used under more than one name, across all the given records (the rule of Form 10BD's warning). */
function sharedPans(records: readonly IdentityRecord[]): Set<string> {
  const names = new Map<string, Set<string>>();
  for (const record of records) {
    if (!record.pan) continue;
    const set = names.get(record.pan) ?? new Set<string>();
    set.add(record.name);
    names.set(record.pan, set);
  }
  return new Set([...names].filter(([, set]) => set.size > 1).map(([pan]) => pan));
}

export type ProfileSort = 'recent' | 'total' | 'name';

export interface DirectoryQuery {
  q?: string;
  sort: ProfileSort;
  page: number;
  perPage: number;
  /** Only profiles another profile shares an identifier with (merge suggestions). */
  suggestedOnly?: boolean;
}

function matches(summary: ProfileSummary, q: string): boolean {
  const text = q.trim().toLowerCase();
  if (!text) return true;
  const digits = text.replace(/[^0-9]/g, '');
  return (
    summary.names.some((name) => name.toLowerCase().includes(text)) ||
    summary.pans.some((pan) => pan.toLowerCase().includes(text)) ||
    summary.emails.some((email) => email.toLowerCase().includes(text)) ||
    (digits.length >= 3 && digits.length === text.replace(/[\s+-]/g, '').length
      ? summary.mobiles.some((mobile) => mobile.includes(digits))
      : false)
  );
}

/**
 * A fingerprint of everything the directory is computed from: records added or erased, orders changed (paid,
 * failed, cancelled: updateOrder stamps updated_at), corrections and the office's decisions. Cheap aggregates, so
 * that paging and searching a large directory reuse the profiles computed for the same fingerprint.
 */
async function directoryFingerprint(db: Db): Promise<string> {
  const result = await db.execute(sql`select
    (select count(*) || '.' || coalesce(max(id), 0) || '.' || count(erased_at) from donations) as d,
    (select count(*) || '.' || coalesce(max(id), 0) || '.' || count(erased_at) from memberships) as m,
    (select count(*) || '.' || coalesce(max(id), 0) || '.' || count(erased_at) from subscriptions) as s,
    (select count(*) || '.' || coalesce(max(updated_at)::text, '') from orders) as o,
    (select count(*) || '.' || coalesce(max(id), 0) || '.' || count(revoked_at) from profile_links) as l,
    (select coalesce(max(id), 0) from record_corrections) as c`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return JSON.stringify(rows[0] ?? {});
}

interface ComputedDirectory {
  fingerprint: string;
  summaries: ProfileSummary[];
  suggestions: number;
}

/** The last directory computed per database and choice of test payments (one instance's memory, a few MB). */
const directoryCache = new WeakMap<Db, Map<string, ComputedDirectory>>();

async function computeDirectory(db: Db, options: LoadOptions, currentFy: number): Promise<ComputedDirectory> {
  const fingerprint = `${await directoryFingerprint(db)}|${currentFy}`;
  const cacheKey = options.includeTest ? 'test' : 'real';
  const cached = directoryCache.get(db)?.get(cacheKey);
  if (cached?.fingerprint === fingerprint) return cached;
  const records = await loadRecords(db, options, {});
  const links = await activeLinks(db);
  const grouping = groupRecords(records, links);
  const byKey = new Map(records.map((record) => [record.key, record]));
  const shared = sharedPans(records);

  // Profiles that share an identifier value with another profile (and were not kept apart by the office).
  const profilesOfValue = new Map<string, Set<string>>();
  for (const record of records) {
    for (const field of IDENTIFIERS) {
      if (!record[field]) continue;
      const set = profilesOfValue.get(`${field}:${record[field]}`) ?? new Set<string>();
      set.add(grouping.profileOf.get(record.key)!);
      profilesOfValue.set(`${field}:${record[field]}`, set);
    }
  }
  const dismissed = new Set<string>();
  for (const link of links) {
    if (link.decision !== 'distinct') continue;
    const [a, b] = [grouping.profileOf.get(link.recordA), grouping.profileOf.get(link.recordB)];
    if (a && b) dismissed.add(`${a}|${b}`).add(`${b}|${a}`);
  }
  const suggested = new Set<string>();
  for (const set of profilesOfValue.values()) {
    if (set.size < 2) continue;
    const list = [...set];
    for (const a of list) if (list.some((b) => b !== a && !dismissed.has(`${a}|${b}`))) suggested.add(a);
  }

  const summaries = [...grouping.members].map(([key, keys]) => {
    const members = keys.map((member) => byKey.get(member)!);
    return summarise(key, members, {
      currentFy,
      suggested: suggested.has(key),
      sharedPan: members.some((record) => shared.has(record.pan)),
    });
  });
  const computed = { fingerprint, summaries, suggestions: suggested.size };
  const perDb = directoryCache.get(db) ?? new Map<string, ComputedDirectory>();
  perDb.set(cacheKey, computed);
  directoryCache.set(db, perDb);
  return computed;
}

/** The "Donors and members" list: every profile, searched, sorted and paged, with the sum of the listed ones. */
export async function profileDirectory(
  db: Db,
  query: DirectoryQuery,
  options: LoadOptions,
  now = new Date(),
) {
  const currentFy = financialYearOf(todayInIndia(now));
  const computed = await computeDirectory(db, options, currentFy);
  let summaries = computed.summaries;
  if (query.q) summaries = summaries.filter((summary) => matches(summary, query.q!));
  if (query.suggestedOnly) summaries = summaries.filter((summary) => summary.has_suggestions);
  // ISO times and keys compare as plain text; names with one collator (tens of thousands of profiles).
  const plain = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const collator = new Intl.Collator('en-IN', { sensitivity: 'base' });
  const compare: Record<ProfileSort, (a: ProfileSummary, b: ProfileSummary) => number> = {
    recent: (a, b) => plain(b.last_activity_at, a.last_activity_at) || plain(a.key, b.key),
    total: (a, b) => b.lifetime_paise - a.lifetime_paise || collator.compare(a.name, b.name),
    name: (a, b) => collator.compare(a.name, b.name) || plain(a.key, b.key),
  };
  summaries = [...summaries].sort(compare[query.sort]);
  const total = summaries.length;
  const start = (query.page - 1) * query.perPage;
  return {
    data: summaries.slice(start, start + query.perPage),
    total,
    page: query.page,
    total_pages: Math.ceil(total / query.perPage),
    financial_year: financialYearLabel(currentFy),
    /** Over every profile the search matched, not just this page. */
    sum: {
      profiles: total,
      lifetime_paise: summaries.reduce((sum, summary) => sum + summary.lifetime_paise, 0),
      financial_year_paise: summaries.reduce((sum, summary) => sum + summary.financial_year_paise, 0),
    },
    suggestions: computed.suggestions,
  };
}

// ------------------------------------------------------------------ one profile

export const PROFILE_NOT_FOUND_MESSAGE =
  'This donor or member could not be found (the record may be erased).';

async function recordsByKey(db: Db, keys: string[], options: LoadOptions): Promise<ProfileRecord[]> {
  const ids: Record<ProfileRecordKind, number[]> = { donation: [], membership: [], subscription: [] };
  for (const key of keys) {
    const parsed = parseRecordKey(key);
    if (parsed) ids[parsed.kind].push(parsed.id);
  }
  const only = (kind: ProfileRecordKind, table: { id: AnyPgColumn }) =>
    ids[kind].length > 0 ? inArray(table.id, ids[kind]) : null;
  return loadRecords(db, options, {
    donation: only('donation', donations),
    membership: only('membership', memberships),
    subscription: only('subscription', subscriptions),
  });
}

/** The profile a record belongs to, with the records and links it is computed from. */
export async function profileOfRecord(db: Db, key: string, options: LoadOptions) {
  const start = await recordsByKey(db, [key], options);
  if (start.length === 0) return null;
  const { records, links } = await connectedRecords(db, start, options);
  const grouping = groupRecords(records, links);
  const profile = grouping.profileOf.get(key)!;
  return { profile, records, links, grouping };
}

interface OrderDetail {
  receiptNumber: string | null;
  receiptCancelled: boolean;
  channel: string;
  gateway: string;
  totalPaise: number;
  basePaise: number;
  paidAt: Date | null;
  mode: string | null;
  instrumentNumber: string | null;
}

/** What a record's own table adds to it on the profile page. */
interface RecordDetail {
  order?: OrderDetail;
  extra: Record<string, unknown>;
  address: string;
  at: Date;
}

type ProfileLink = Awaited<ReturnType<typeof connectedRecords>>['links'][number];

function addressOf(row: { address: string; city: string; district: string; state: string; pincode: string }) {
  return [row.address, row.city, row.district, row.state, row.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function orderDetail(
  order: typeof orders.$inferSelect,
  offline: typeof offlinePayments.$inferSelect | null,
): OrderDetail {
  return {
    receiptNumber: order.receiptNumber,
    receiptCancelled: order.receiptCancelledAt !== null,
    channel: order.channel,
    gateway: order.gateway,
    totalPaise: order.totalPaise,
    basePaise: order.basePaise,
    paidAt: order.paidAt,
    mode: offline?.mode ?? null,
    instrumentNumber: offline?.instrumentNumber || null,
  };
}

/** A donation's or a membership's details: its order's, its own `extra` fields, its address. */
function paidRecordDetail(
  row: { order: typeof orders.$inferSelect; offline: typeof offlinePayments.$inferSelect | null },
  person: typeof donations.$inferSelect | typeof memberships.$inferSelect,
  extra: RecordDetail['extra'],
): RecordDetail {
  return {
    order: orderDetail(row.order, row.offline),
    extra,
    address: addressOf(person),
    at: person.createdAt,
  };
}

/** The details each record shows: purpose, membership type, receipt, mode of payment, address. */
async function recordDetails(db: Db, members: readonly ProfileRecord[]): Promise<Map<string, RecordDetail>> {
  const ids = (kind: ProfileRecordKind) => members.filter((m) => m.kind === kind).map((m) => m.id);
  const donationIds = ids('donation');
  const membershipIds = ids('membership');
  const subscriptionIds = ids('subscription');
  const orderOf = async (table: typeof donations | typeof memberships, list: number[]) =>
    list.length === 0
      ? []
      : db
          .select({ person: table, order: orders, offline: offlinePayments })
          .from(table)
          .innerJoin(orders, eq(table.orderId, orders.id))
          .leftJoin(offlinePayments, eq(offlinePayments.orderId, orders.id))
          .where(inArray(table.id, list));
  const donationRows = await orderOf(donations, donationIds);
  const membershipRows = await orderOf(memberships, membershipIds);
  const subscriptionRows =
    subscriptionIds.length === 0
      ? []
      : await db.select().from(subscriptions).where(inArray(subscriptions.id, subscriptionIds));

  const details = new Map<string, RecordDetail>();
  for (const row of donationRows) {
    const person = row.person as typeof donations.$inferSelect;
    const extra = { donation_type: person.donationType, frequency: person.frequency };
    details.set(recordKey('donation', person.id), paidRecordDetail(row, person, extra));
  }
  for (const row of membershipRows) {
    const person = row.person as typeof memberships.$inferSelect;
    const extra = { dbjs_member: person.dbjsMember, magazine_member: person.magazineMember };
    details.set(recordKey('membership', person.id), paidRecordDetail(row, person, extra));
  }
  for (const row of subscriptionRows) {
    details.set(recordKey('subscription', row.id), {
      extra: {
        period: row.period,
        per_charge_paise: row.basePaise,
        paid_count: row.paidCount,
        total_count: row.totalCount,
        donation_type: row.donationType,
      },
      address: addressOf(row),
      at: row.createdAt,
    });
  }
  return details;
}

/** Totals: lifetime and per financial year (newest first), donations and memberships apart. */
function profileTotals(members: readonly ProfileRecord[], now: Date) {
  const perYear = new Map<number, { donation_paise: number; membership_paise: number; count: number }>();
  const lifetime = { donation_paise: 0, membership_paise: 0, count: 0 };
  for (const record of members) {
    if (!record.paidAt || record.paidPaise === 0) continue;
    const fy = financialYearOf(todayInIndia(record.paidAt));
    const year = perYear.get(fy) ?? { donation_paise: 0, membership_paise: 0, count: 0 };
    for (const into of [year, lifetime]) {
      if (record.kind === 'donation') into.donation_paise += record.paidPaise;
      else into.membership_paise += record.paidPaise;
      into.count += 1;
    }
    perYear.set(fy, year);
  }
  const currentFy = financialYearOf(todayInIndia(now));
  return {
    lifetime: { ...lifetime, all_paise: lifetime.donation_paise + lifetime.membership_paise },
    current_financial_year: financialYearLabel(currentFy),
    by_financial_year: [...perYear]
      .sort(([a], [b]) => b - a)
      .map(([fy, year]) => ({
        fy,
        label: financialYearLabel(fy),
        ...year,
        all_paise: year.donation_paise + year.membership_paise,
      })),
  };
}

/** Warnings as Form 10BD gives them: a PAN used under more than one name, here or by another profile. */
function sharedPanWarnings(
  profile: string,
  members: readonly ProfileRecord[],
  records: readonly ProfileRecord[],
  grouping: Grouping,
) {
  return [...new Set(members.map((record) => record.pan).filter(Boolean))].flatMap((pan) => {
    const users = records.filter((record) => record.pan === pan);
    const names = distinctValues(users.map((record) => record.displayName));
    if (new Set(users.map((record) => record.name)).size < 2) return [];
    const others = [...new Set(users.map((record) => grouping.profileOf.get(record.key)!))].filter(
      (other) => other !== profile,
    );
    return [{ kind: 'shared-pan' as const, pan, names, other_profiles: others }];
  });
}

/** The profiles suggested as the same person, each with what the office compares. */
function suggestionsShown(
  profile: string,
  records: readonly ProfileRecord[],
  grouping: Grouping,
  links: readonly ProfileLink[],
  byKey: ReadonlyMap<string, ProfileRecord>,
) {
  return suggestionsFor(profile, records, grouping, links).map((suggestion) => {
    const theirs = (grouping.members.get(suggestion.profile) ?? []).map((member) => byKey.get(member)!);
    const newest = [...theirs].sort((a, b) => byAge(b, a))[0];
    return {
      ...suggestion,
      name: newest.displayName,
      emails: distinctValues(theirs.map((record) => record.rawEmail)),
      mobiles: distinctValues(theirs.map((record) => record.mobile)),
      pans: distinctValues(theirs.map((record) => record.pan)),
      records: theirs.length,
    };
  });
}

/** The office's decisions that touch one of the profile's records. */
function linksShown(links: readonly ProfileLink[], memberKeys: readonly string[]) {
  const memberSet = new Set(memberKeys);
  return links
    .filter((link) => memberSet.has(link.recordA) || memberSet.has(link.recordB))
    .map((link) => ({
      id: link.id,
      decision: link.decision,
      record_a: link.recordA,
      record_b: link.recordB,
      user_id: link.userId,
      created_at: link.createdAt.toISOString(),
    }));
}

/** One record as the profile page lists it, with its receipt and its own details. */
function recordShown(record: ProfileRecord, detail: RecordDetail | undefined) {
  const order = detail?.order;
  return {
    key: record.key,
    kind: record.kind,
    id: record.id,
    name: record.displayName,
    pan: record.rawPan,
    email: record.rawEmail,
    mobile: record.rawMobile,
    status: record.status,
    test: record.test,
    created_at: record.createdAt.toISOString(),
    order_id: record.orderId,
    receipt_number: order?.receiptNumber ?? null,
    receipt_cancelled: order?.receiptCancelled ?? false,
    channel: order?.channel ?? null,
    mode: order?.mode ?? null,
    instrument_number: order?.instrumentNumber ?? null,
    base_paise: order?.basePaise ?? null,
    total_paise: order?.totalPaise ?? null,
    counted_paise: record.paidPaise,
    paid_at: order?.paidAt?.toISOString() ?? null,
    ...(detail?.extra ?? {}),
  };
}

/** The profile page: the person, every record with its receipt, totals per financial year, and suggestions. */
export async function profileDetail(db: Db, key: string, options: LoadOptions, now = new Date()) {
  const found = await profileOfRecord(db, key, options);
  if (!found) return null;
  const { profile, records, links, grouping } = found;
  const byKey = new Map(records.map((record) => [record.key, record]));
  const memberKeys = grouping.members.get(profile)!;
  const members = memberKeys.map((member) => byKey.get(member)!);
  const details = await recordDetails(db, members);

  const recent = [...members].sort((a, b) => byAge(b, a));
  const latestAddress = recent.map((record) => details.get(record.key)?.address ?? '').find(Boolean) ?? '';

  return {
    key: profile,
    name: recent[0].displayName,
    names: distinctValues(recent.map((record) => record.displayName)),
    pans: distinctValues(recent.map((record) => record.pan)),
    emails: distinctValues(recent.map((record) => record.rawEmail)),
    mobiles: distinctValues(recent.map((record) => record.mobile)),
    address: latestAddress,
    records: recent.map((record) => recordShown(record, details.get(record.key))),
    totals: profileTotals(members, now),
    warnings: sharedPanWarnings(profile, members, records, grouping),
    suggestions: suggestionsShown(profile, records, grouping, links, byKey),
    links: linksShown(links, memberKeys),
  };
}

// ------------------------------------------------------------------ the office's decisions

export const SAME_RECORD_MESSAGE = 'Choose two different records.';
export const ALREADY_ONE_MESSAGE = 'These records already belong to one profile.';
export const NOT_SUGGESTED_MESSAGE =
  'These records are not suggested as one person (they share no PAN, e-mail or mobile, or were already marked as different people).';
export const LINK_NOT_FOUND_MESSAGE = 'This link could not be found, or it was already undone.';

export type LinkOutcome =
  { ok: true; id: number; profile: string } | { ok: false; status: 404 | 409 | 400; message: string };

/**
 * Records the office's decision that two records are the same person (a merge) or different people (a suggestion
 * dismissed). Both records must exist and not be erased.
 */
export async function decideProfiles(
  db: Db,
  input: { decision: ProfileDecision; a: string; b: string },
  userId: number,
  options: LoadOptions,
): Promise<LinkOutcome> {
  if (input.a === input.b) return { ok: false, status: 400, message: SAME_RECORD_MESSAGE };
  const found = await profileOfRecord(db, input.a, options);
  const other = await profileOfRecord(db, input.b, options);
  if (!found || !other) return { ok: false, status: 404, message: PROFILE_NOT_FOUND_MESSAGE };
  const otherProfile = found.grouping.profileOf.get(input.b);
  if (otherProfile === found.profile) return { ok: false, status: 409, message: ALREADY_ONE_MESSAGE };
  if (input.decision === 'distinct') {
    // Only a suggestion can be dismissed: profiles that share nothing are apart already.
    const suggested =
      otherProfile !== undefined &&
      suggestionsFor(found.profile, found.records, found.grouping, found.links).some(
        (suggestion) => suggestion.profile === otherProfile,
      );
    if (!suggested) return { ok: false, status: 409, message: NOT_SUGGESTED_MESSAGE };
  }
  const [row] = await db
    .insert(profileLinks)
    .values({ decision: input.decision, recordA: input.a, recordB: input.b, userId })
    .returning({ id: profileLinks.id });
  const after = await profileOfRecord(db, input.a, options);
  return { ok: true, id: row.id, profile: after?.profile ?? found.profile };
}

/** Undoes a decision ("unlink"): the row stays, with who undid it and when. */
export async function revokeProfileLink(db: Db, id: number, userId: number, now = new Date()) {
  const [row] = await db
    .update(profileLinks)
    .set({ revokedAt: now, revokedBy: userId })
    .where(and(eq(profileLinks.id, id), isNull(profileLinks.revokedAt)))
    .returning();
  return row ?? null;
}

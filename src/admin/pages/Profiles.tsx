import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetProfilesQuery, type ProfileDirectoryQuery } from '../app/profilesApi';
import type { ProfileSummary } from '../app/types';
import { useAdminSelector } from '../app/store';
import Notice from '../components/Notice';
import { CheckboxField, FilterBar, FilterInput, FilterSelect } from '../components/FormFields';
import PageHeader from '../components/PageHeader';
import { PagedTable, type Column } from '../components/TableRows';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';
import styles from './Profiles.module.css';

// "Donors and members": one line per person, found by name, PAN, e-mail or mobile across every donation,
// membership and regular gift (docs/product.md). The sums cover every person the search matched.

const PER_PAGE = 25;
const SORTS = { recent: 'Latest activity', total: 'Largest lifetime total', name: 'Name' } as const;

function queryFrom(params: URLSearchParams, sandbox: boolean): ProfileDirectoryQuery {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    sort: sort === 'total' || sort === 'name' ? sort : 'recent',
    suggested: params.get('suggested') === '1',
    page: Math.max(1, Number(params.get('page')) || 1),
    per_page: PER_PAGE,
    include_test: sandbox,
  };
}

const SORT_OPTIONS = Object.entries(SORTS).map(([value, label]) => ({ value, label }));

const plural = (count: number, one: string, many = `${one}s`) =>
  count ? `${count} ${count === 1 ? one : many}` : '';

function profileColumns(financialYear: string): Array<Column<ProfileSummary>> {
  return [
    {
      header: 'Name',
      cell: (person) => (
        <>
          <Link to={`/profiles/${person.key}`} className={ui.link}>
            {person.name || 'No name'}
          </Link>
          {person.has_suggestions && <span className={styles.flag}>possible duplicate</span>}
          {person.shared_pan && <span className={styles.warn}>PAN shared</span>}
        </>
      ),
    },
    { header: 'PAN', cell: (person) => person.pans.join(', ') || '–', nowrap: true },
    {
      header: 'Contact',
      cell: (person) => (
        <>
          {person.mobiles.join(', ') || '–'}
          <div className={ui.hint}>{person.emails.join(', ')}</div>
        </>
      ),
    },
    {
      header: 'Records',
      cell: (person) =>
        [
          plural(person.donations, 'gift'),
          plural(person.memberships, 'membership'),
          person.subscriptions && `${person.subscriptions} regular`,
        ]
          .filter(Boolean)
          .join(', '),
    },
    { header: 'Lifetime', cell: (person) => formatMoney(person.lifetime_paise), numeric: true },
    { header: financialYear, cell: (person) => formatMoney(person.financial_year_paise), numeric: true },
    { header: 'Last activity', cell: (person) => formatTimestamp(person.last_activity_at), nowrap: true },
  ];
}

export default function Profiles() {
  const [params, setParams] = useSearchParams();
  const sandbox = useAdminSelector((state) => state.session.sandbox);
  const query = queryFrom(params, sandbox);
  const [form, setForm] = useState({ q: query.q, sort: query.sort, suggested: query.suggested });
  const { data, isLoading, isFetching, error } = useGetProfilesQuery(query);
  const problem = apiProblem(error);

  function apply(next: { q: string; sort: string; suggested: boolean; page: number }) {
    const search: Record<string, string> = {};
    if (next.q.trim()) search.q = next.q.trim();
    if (next.sort !== 'recent') search.sort = next.sort;
    if (next.suggested) search.suggested = '1';
    if (next.page > 1) search.page = String(next.page);
    setParams(search);
  }

  return (
    <>
      <PageHeader
        title="Donors and members"
        intro="Everyone who gave or joined, with their gifts and memberships linked by PAN, e-mail or mobile."
      />
      <FilterBar label="Find donors and members" onSubmit={() => apply({ ...form, page: 1 })}>
        <FilterInput
          id="profiles-q"
          label="Name, PAN, e-mail or mobile"
          value={form.q}
          onChange={(q) => setForm({ ...form, q })}
        />
        <FilterSelect
          id="profiles-sort"
          label="Order"
          options={SORT_OPTIONS}
          value={form.sort}
          onChange={(sort) => setForm({ ...form, sort: sort as ProfileDirectoryQuery['sort'] })}
        />
        <CheckboxField
          label="Only possible duplicates"
          checked={form.suggested}
          onChange={(suggested) => setForm({ ...form, suggested })}
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.button}>
            Search
          </button>
          <button
            type="button"
            className={ui.buttonSecondary}
            onClick={() => {
              setForm({ q: '', sort: 'recent', suggested: false });
              apply({ q: '', sort: 'recent', suggested: false, page: 1 });
            }}
          >
            Clear
          </button>
        </div>
      </FilterBar>
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {data && (
        <p className={ui.sumLine} aria-live="polite">
          {data.sum.profiles === 1 ? '1 person' : `${data.sum.profiles} people`}: lifetime{' '}
          <strong>{formatMoney(data.sum.lifetime_paise)}</strong>,{' '}
          {formatMoney(data.sum.financial_year_paise)} in {data.financial_year}.
          {data.suggestions > 0 && !query.suggested && (
            <>
              {' '}
              <Link className={ui.link} to="/profiles?suggested=1">
                {data.suggestions === 1 ? '1 person' : `${data.suggestions} people`} may be listed twice
              </Link>
              .
            </>
          )}
        </p>
      )}
      <PagedTable
        columns={profileColumns(data?.financial_year ?? 'This year')}
        rowKey={(person) => person.key}
        labelled
        data={data}
        isLoading={isLoading}
        what="donors and members"
        caption="Donors and members"
        busy={isFetching}
        className={styles.directory}
        empty="Nobody matches this search."
        page={query.page}
        onPage={(page) => apply({ q: query.q, sort: query.sort, suggested: query.suggested, page })}
      />
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetProfilesQuery, type ProfileDirectoryQuery } from '../app/profilesApi';
import { useAdminSelector } from '../app/store';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import Pagination from '../components/Pagination';
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

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ ...form, page: 1 });
  }

  return (
    <>
      <PageHeader
        title="Donors and members"
        intro="Everyone who gave or joined, with their gifts and memberships linked by PAN, e-mail or mobile."
      />
      <form className={ui.filters} role="search" aria-label="Find donors and members" onSubmit={submit}>
        <div className={ui.field}>
          <label htmlFor="profiles-q">Name, PAN, e-mail or mobile</label>
          <input
            id="profiles-q"
            className={ui.input}
            type="search"
            value={form.q}
            onChange={(e) => setForm({ ...form, q: e.target.value })}
          />
        </div>
        <div className={ui.field}>
          <label htmlFor="profiles-sort">Order</label>
          <select
            id="profiles-sort"
            className={ui.input}
            value={form.sort}
            onChange={(e) => setForm({ ...form, sort: e.target.value as ProfileDirectoryQuery['sort'] })}
          >
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label>
            <input
              type="checkbox"
              checked={form.suggested}
              onChange={(e) => setForm({ ...form, suggested: e.target.checked })}
            />{' '}
            Only possible duplicates
          </label>
        </div>
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
      </form>
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
      {isLoading ? (
        <Loading what="donors and members" />
      ) : (
        <div className={ui.tableWrap} aria-busy={isFetching}>
          <table className={`${ui.table} ${styles.directory}`}>
            <caption className="visually-hidden">Donors and members</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">PAN</th>
                <th scope="col">Contact</th>
                <th scope="col">Records</th>
                <th scope="col" className={ui.num}>
                  Lifetime
                </th>
                <th scope="col" className={ui.num}>
                  {data ? data.financial_year : 'This year'}
                </th>
                <th scope="col">Last activity</th>
              </tr>
            </thead>
            <tbody>
              {(data?.data ?? []).map((person) => (
                <tr key={person.key}>
                  <td data-label="Name">
                    <Link to={`/profiles/${person.key}`} className={ui.link}>
                      {person.name || 'No name'}
                    </Link>
                    {person.has_suggestions && <span className={styles.flag}>possible duplicate</span>}
                    {person.shared_pan && <span className={styles.warn}>PAN shared</span>}
                  </td>
                  <td data-label="PAN" className={ui.nowrap}>
                    {person.pans.join(', ') || '–'}
                  </td>
                  <td data-label="Contact">
                    {person.mobiles.join(', ') || '–'}
                    <div className={ui.hint}>{person.emails.join(', ')}</div>
                  </td>
                  <td data-label="Records">
                    {[
                      person.donations && `${person.donations} gift${person.donations === 1 ? '' : 's'}`,
                      person.memberships &&
                        `${person.memberships} membership${person.memberships === 1 ? '' : 's'}`,
                      person.subscriptions && `${person.subscriptions} regular`,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td data-label="Lifetime" className={ui.num}>
                    {formatMoney(person.lifetime_paise)}
                  </td>
                  <td data-label={data?.financial_year ?? 'This year'} className={ui.num}>
                    {formatMoney(person.financial_year_paise)}
                  </td>
                  <td data-label="Last activity" className={ui.nowrap}>
                    {formatTimestamp(person.last_activity_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && data.data.length === 0 && <p className={ui.empty}>Nobody matches this search.</p>}
        </div>
      )}
      {data && (
        <Pagination
          page={query.page}
          totalPages={data.total_pages}
          total={data.total}
          onPage={(page) => apply({ q: query.q, sort: query.sort, suggested: query.suggested, page })}
        />
      )}
    </>
  );
}

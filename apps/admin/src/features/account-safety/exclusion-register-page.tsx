import { useState } from 'react';
import type { TRegisterSearchQuery } from '@app/contracts/account-safety';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format';
import { useRegisterSearch } from './account-safety-api';
import './account-safety.css';

type Kind = keyof TRegisterSearchQuery;
const KINDS: [Kind, string][] = [
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['ssn', 'SSN'],
];

/**
 * /admin/exclusion-register: whether an exact email, phone or SSN belongs to a self-excluded
 * person (the register holds keyed hashes, so only exact values are found; searches are audited).
 */
export function ExclusionRegisterPage() {
  const [kind, setKind] = useState<Kind>('email');
  const [value, setValue] = useState('');
  const [query, setQuery] = useState<TRegisterSearchQuery | null>(null);
  const search = useRegisterSearch(query);
  return (
    <section className="panel">
      <h1>Self-exclusion register</h1>
      <p className="muted">
        Exact matches only: the register keeps keyed hashes, never the values. Every search is
        audited.
      </p>
      <form
        className="register-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) setQuery({ [kind]: value.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="register-kind">Search by</label>
          <select id="register-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {KINDS.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="register-value">Value</label>
          <input
            id="register-value"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="button-primary">
          Search
        </button>
      </form>
      {search.isError && (
        <p className="form-error" role="alert">
          {search.error.message}
        </p>
      )}
      {search.data &&
        (search.data.rows.length === 0 ? (
          <p>Not on the register: no self-excluded person holds this {kind}.</p>
        ) : (
          <table className="safety-table">
            <caption>On the register</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Matched</th>
                <th scope="col">Period</th>
                <th scope="col">From</th>
                <th scope="col">Until</th>
              </tr>
            </thead>
            <tbody>
              {search.data.rows.map((r) => (
                <tr key={`${r.userId}-${r.kind}-${r.startsAt}`}>
                  <td>
                    <Link to={`/players/${r.userId}`}>
                      {r.username} #{r.userId}
                    </Link>
                  </td>
                  <td>{r.kind}</td>
                  <td>{r.period}</td>
                  <td>{formatTime(r.startsAt)}</td>
                  <td>{r.endsAt ? formatTime(r.endsAt) : 'Permanent'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

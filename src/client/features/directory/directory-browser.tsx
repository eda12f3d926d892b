import { SearchX, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  ALL_STATES,
  filterLabs,
  stateName,
  statesPresent,
  type LabRecord,
} from '@shared/directory';
import { LabCard } from './lab-card';

/** Search, state filter, result count and the lab cards (SPEC §2 Directory). */
export function DirectoryBrowser({ labs }: { labs: readonly LabRecord[] }) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState(ALL_STATES);
  const states = useMemo(() => statesPresent(labs), [labs]);
  const visible = useMemo(() => filterLabs(labs, { query, state }), [labs, query, state]);
  const searchId = useId();
  const stateId = useId();

  return (
    <div>
      <div
        role="search"
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_16rem]"
      >
        <div>
          <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
            Search
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Lab name, city or certificate number"
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
          </div>
        </div>
        <div>
          <label htmlFor={stateId} className="text-sm font-medium text-slate-700">
            State
          </label>
          <select
            id={stateId}
            value={state}
            onChange={(event) => setState(event.target.value)}
            className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          >
            <option value={ALL_STATES}>All States</option>
            {states.map((code) => (
              <option key={code} value={code}>
                {stateName(code)} ({code})
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="mt-6 text-sm text-slate-600" aria-live="polite" data-testid="directory-count">
        Showing {visible.length} of {labs.length} calibration centers
      </p>

      {visible.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">
            No calibration centers found matching your criteria.
          </p>
          <p className="mt-1 text-sm text-slate-600">Try adjusting your search or filters.</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((lab) => (
            <li key={`${lab.accreditationBody}-${lab.certificateNumber}-${lab.location}`}>
              <LabCard lab={lab} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

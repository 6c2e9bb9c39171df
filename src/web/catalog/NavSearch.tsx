import { useLocation, useNavigate, useSearchParams } from '@web/lib/router';
import { CloseIcon, SearchIcon } from '@web/ui/icons';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import './nav-search.css';

/**
 * The header meal search. The search text lives in the URL (/Menu?search=...), so results are
 * shareable and the back button works; the clear button empties the box and resets the results.
 *
 * The header arrives prerendered and is hydrated after the rest of the page (HydrateLater): a
 * search typed before then is in the box but not in this component's state, which starts empty.
 * So the box's own text is taken over once hydrated; from then on the state is the box's text.
 */
export function NavSearch() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const onMenu = location.pathname.toLowerCase() === '/menu';
  const current = onMenu ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(current);
  const box = useRef<HTMLInputElement>(null);

  // The address's search changed (a link, back, the clear button): the box follows it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }

  // Text typed into the prerendered box before the header was live: taken over once, on mount
  // (before any event can reach the handlers); afterwards the state drives the box.
  useLayoutEffect(() => {
    if (box.current) setText(box.current.value);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    // The diner's allergen and diet filters stay on: a search looks over the menu they filtered.
    let kept = '';
    for (const key of onMenu ? ['hide', 'diet'] : []) {
      const value = params.get(key);
      if (value) kept += `&${key}=${encodeURIComponent(value)}`;
    }
    navigate(`/Menu?search=${encodeURIComponent(term)}${kept}`);
  };

  const clear = () => {
    setText('');
    if (onMenu && params.has('search')) {
      const next = new URLSearchParams(params);
      next.delete('search');
      navigate({ pathname: '/Menu', search: next.toString() });
    }
  };

  return (
    // The <search> landmark carries the look (shell.css .nav-search); the form inside only groups.
    <search className="nav-search">
      {/* Before the page's code has loaded, the browser itself sends the search to /Menu. */}
      <form className="nav-search-form" action="/Menu" method="get" onSubmit={submit}>
        <label htmlFor="nav-search-input" className="visually-hidden">
          Search meals
        </label>
        <input
          id="nav-search-input"
          ref={box}
          className="nav-search-input"
          type="search"
          name="search"
          placeholder="Search meals…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          maxLength={80}
        />
        <button
          type="button"
          className="nav-search-clear"
          onClick={clear}
          disabled={text.length === 0}
          aria-label="Clear search"
        >
          <CloseIcon size={18} />
        </button>
        <button type="submit" className="nav-search-submit" aria-label="Search">
          <SearchIcon size={18} />
        </button>
      </form>
    </search>
  );
}

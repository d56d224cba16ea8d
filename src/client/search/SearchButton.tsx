import * as React from 'react';
import { IconButton } from '../layout/primitives';
import { loadOnDemand } from '../layout/loadOnDemand';
import { SearchButtonFace, searchButtonClass } from './SearchButtonFace';
import { isSearchShortcut, queryEdit, typedCharacter } from '../../shared/search/shortcut';

interface DialogProps {
  open: boolean;
  initialQuery: string;
  onClose: () => void;
}

// The dialog (ours or DocSearch's), its MUI components and the search engine load on first use,
// never with the page.
export const loadSearchDialog = (): Promise<{ default: React.ComponentType<DialogProps> }> => loadOnDemand('searchDialog');
const LazySearchDialog = React.lazy(loadSearchDialog);

/**
 * Shown in the dialog's place while its chunk loads. Until then no field has focus, so keys
 * typed after ⌘K would be lost: this takes them first (capture) and edits the opening query.
 */
function KeyBuffer({ edit, close }: { edit: (change: (query: string) => string) => void; close: (open: false) => void }) {
  React.useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const change = queryEdit(event);
      if (!change && event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      if (change) edit(change);
      else close(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [edit, close]);
  return null;
}

/** `true` from the first time `open` is true: the dialog stays mounted to animate closing. */
function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/**
 * The header's search button. It is server-rendered at its final size (no shift when the page
 * hydrates), opens the dialog on click, on ⌘K / Ctrl+K anywhere, and on a character typed while
 * it has focus, which becomes the start of the query.
 */
export function SearchButton() {
  const [open, setOpen] = React.useState(false);
  const [initialQuery, setInitialQuery] = React.useState('');
  const mounted = useOnceOpened(open);

  const show = (query: string) => {
    setInitialQuery(query);
    setOpen(true);
  };

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A demo (or any widget on the page) that takes ⌘K for itself says so with preventDefault: it keeps the key.
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      setInitialQuery('');
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const preload = () => void loadSearchDialog().catch(() => {});

  return (
    <>
      <IconButton
        className={searchButtonClass}
        onClick={() => show('')}
        onKeyDown={(event) => {
          const typed = typedCharacter(event);
          if (!typed) return;
          event.preventDefault();
          show(typed);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-keyshortcuts="Meta+K Control+K"
        data-testid="search-button"
        data-ga-event-category="header"
        data-ga-event-action="search"
      >
        <SearchButtonFace />
      </IconButton>
      {mounted ? (
        <React.Suspense fallback={open ? <KeyBuffer edit={setInitialQuery} close={setOpen} /> : null}>
          <LazySearchDialog open={open} initialQuery={initialQuery} onClose={() => setOpen(false)} />
        </React.Suspense>
      ) : null}
    </>
  );
}

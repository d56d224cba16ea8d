import { useRouter } from 'next/router';
import * as React from 'react';
import { safeDecode } from '../../shared/utils/safeDecode';

/**
 * The fragment of the address, after hydration. `:target` alone misses fragments set by
 * client-side navigation (history.pushState does not update it), so rows also match this.
 */
export function useTargetHash(): string | null {
  const router = useRouter();
  const [hash, setHash] = React.useState<string | null>(null);
  React.useEffect(() => {
    // `#%` or `#%C0` is a link anyone can send: it must find no entry, not throw.
    const read = () => setHash(safeDecode(window.location.hash.slice(1)) || null);
    read();
    window.addEventListener('hashchange', read);
    router.events.on('hashChangeComplete', read);
    router.events.on('routeChangeComplete', read);
    return () => {
      window.removeEventListener('hashchange', read);
      router.events.off('hashChangeComplete', read);
      router.events.off('routeChangeComplete', read);
    };
  }, [router.events]);
  return hash;
}

import * as React from 'react';
import { useRouter } from 'next/router';
import { useTranslate } from '../app/PageContext';
import { sendEvent } from '../analytics/sendEvent';
import { clientRouteOfClick } from '../utils/clientRoute';
import { listen, unlistenAll } from '../utils/listen';
import { copyCodeBlock } from './copyCode';

/** The copy button's labels in the reader's language. */
export function useCopyLabels(): { copy: string; copied: string; failed: string } {
  const t = useTranslate();
  return React.useMemo(() => ({ copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }), [t]);
}

/**
 * Behaviour for HTML injected from markdown, wired once on its container: internal links
 * navigate on the client like `next/link`, and code blocks copy on click or on ⌘C / Ctrl+C while
 * hovered (unless the reader has selected text).
 */
export function useMarkdownInteractions(
  container: React.RefObject<HTMLElement | null>,
  labels: { copy: string; copied: string; failed: string },
) {
  const router = useRouter();

  React.useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let hovered: HTMLElement | null = null;

    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const copy = target.closest<HTMLElement>('.MuiCode-copy');
      if (copy) {
        void copyCodeBlock(copy, labels);
        return;
      }
      const route = clientRouteOfClick(event, target.closest('a[href]'));
      if (route) {
        event.preventDefault();
        void router.push(route);
      }
    };
    const onOver = (event: MouseEvent) => {
      hovered = (event.target as Element).closest<HTMLElement>('.MuiCode-root');
    };
    const onKey = (event: KeyboardEvent) => {
      if (!hovered || event.key.toLowerCase() !== 'c' || !(event.metaKey || event.ctrlKey)) return;
      if (window.getSelection()?.toString()) return;
      const button = hovered.querySelector<HTMLElement>('.MuiCode-copy');
      if (!button) return;
      // No click happens, so the document's click tracking cannot see this copy.
      sendEvent('code', { eventAction: 'copy-keyboard' });
      void copyCodeBlock(button, labels);
    };

    return unlistenAll(listen(root, 'click', onClick), listen(root, 'mouseover', onOver), listen(document, 'keydown', onKey));
  }, [container, labels, router]);
}

import * as React from 'react';
import { ExpandIcon } from '../app/icons';
import { LazyVersionMenuList, loadVersionMenuList } from './lazyParts';
import { usePageContext, useTranslate } from '../app/PageContext';
import { OutlinedButton } from './primitives';

/** Lists this version and the older majors; each entry keeps the reader's page where it can. */
export function VersionMenu() {
  const { productIdentifier } = usePageContext();
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const current = productIdentifier.versions.find((version) => version.current);

  return (
    <>
      <OutlinedButton
        id="version-menu-button"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'version-menu' : undefined}
        aria-label={`${t('versions')}: ${current?.text ?? ''}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadVersionMenuList()}
      >
        {current?.text}
        <ExpandIcon />
      </OutlinedButton>
      {anchor ? (
        <React.Suspense fallback={null}>
          <LazyVersionMenuList anchor={anchor} versions={productIdentifier.versions} onClose={() => setAnchor(null)} />
        </React.Suspense>
      ) : null}
    </>
  );
}

import NextLink from 'next/link';
import styles from './AppHeader.module.css';
import { GitHubIcon, MenuIcon, SettingsIcon } from '../app/icons';
import { usePageContext, useTranslate } from '../app/PageContext';
import { IconButton, IconButtonLink } from './primitives';
import { SearchButton } from '../search/SearchButton';
import { SearchBox } from '../search/SearchBox';
import { VersionMenu } from './VersionMenu';
import { NAV_DRAWER_ID, SETTINGS_PANEL_ID } from '../../shared/nav/shellIds';
import { DOCSEARCH_APP_ID, SOURCE_CODE_REPO } from '../../shared/site/settings';
import { AgentsIndexLink } from './AgentsIndexLink';

export function AppHeader() {
  const t = useTranslate();
  const { productIdentifier } = usePageContext();

  return (
    <header className={styles.header}>
      <IconButton aria-label={t('appFrame.openDrawer')} popoverTarget={NAV_DRAWER_ID} className={styles.menuButton}>
        <MenuIcon />
      </IconButton>
      <div className={styles.brandGroup}>
        <NextLink href="/x/introduction/" className={styles.brand}>
          MUI X
        </NextLink>
        {productIdentifier.metadata ? (
          <span className={styles.productName} data-testid="product-name">
            {productIdentifier.name}
          </span>
        ) : null}
      </div>
      <VersionMenu />
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {/* Known at build time: the hosted search when configured, else the site's own. */}
        {DOCSEARCH_APP_ID ? <SearchButton /> : <SearchBox />}
        <IconButtonLink
          href={SOURCE_CODE_REPO}
          aria-label={t('appFrame.github')}
          title={t('appFrame.github')}
          data-ga-event-category="header"
          data-ga-event-action="github"
        >
          <GitHubIcon />
        </IconButtonLink>
        <IconButton
          aria-label={t('appFrame.toggleSettings')}
          title={t('appFrame.toggleSettings')}
          popoverTarget={SETTINGS_PANEL_ID}
          data-testid="settings-button"
        >
          <SettingsIcon />
        </IconButton>
      </div>
      <AgentsIndexLink />
    </header>
  );
}

import { pageToTitleI18n } from '../../shared/nav/pageTitle';
import { findPrevNext } from '../../shared/nav/prevNext';
import { withTrailingSlash } from '../../shared/nav/routes';
import { readingOrder } from '../../shared/nav/siteNav';
import type { MuiPage } from '../../shared/nav/navTypes';
import { ChevronLeftIcon, ChevronRightIcon, EditIcon } from '../app/icons';
import { usePageContext, useTranslate } from '../app/PageContext';
import { ButtonLink, ExternalButtonLink } from '../layout/primitives';
import styles from './PageFooter.module.css';
import { SOURCE_CODE_REPO, SOURCE_GITHUB_BRANCH } from '../../shared/site/settings';

function NeighbourLink({ page, rel, label, title }: { page: MuiPage; rel: 'prev' | 'next'; label: string; title: string }) {
  return (
    <ButtonLink href={withTrailingSlash(page.pathname)} rel={rel} className={rel === 'next' ? styles.next : undefined}>
      {rel === 'prev' ? <ChevronLeftIcon flipInRtl /> : null}
      <span>
        <span className={styles.label}>{label}</span>
        {title}
      </span>
      {rel === 'next' ? <ChevronRightIcon flipInRtl /> : null}
    </ButtonLink>
  );
}

/** "Edit this page" and the previous / next pages in drawer order. */
export function PageFooter({ markdownPath }: { markdownPath: string | null }) {
  const { activePage, t: translate } = usePageContext();
  const t = useTranslate();
  const { prev, next } = findPrevNext(readingOrder, activePage);
  const editUrl = markdownPath
    ? `${SOURCE_CODE_REPO}/edit/${SOURCE_GITHUB_BRANCH}/${markdownPath}`
    : null;

  return (
    <footer className={styles.footer}>
      {editUrl ? (
        <ExternalButtonLink href={editUrl} data-ga-event-category="edit-page" className={styles.edit}>
          <EditIcon />
          {t('editPage')}
        </ExternalButtonLink>
      ) : null}
      <hr className={styles.rule} />
      <nav aria-label={`${t('previous')} / ${t('next')}`} className={styles.neighbours}>
        {prev ? <NeighbourLink page={prev} rel="prev" label={t('previous')} title={pageToTitleI18n(prev, translate)} /> : <span />}
        {next ? <NeighbourLink page={next} rel="next" label={t('next')} title={pageToTitleI18n(next, translate)} /> : null}
      </nav>
    </footer>
  );
}

import Box from '@mui/material/Box';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { pageToTitleI18n } from '../nav/pageTitle';
import { findPrevNext } from '../nav/prevNext';
import { withTrailingSlash } from '../nav/routes';
import { readingOrder } from '../nav/site';
import type { MuiPage } from '../nav/types';
import { usePageContext, useTranslate } from '../layout/PageContext';
import { ButtonLink } from '../layout/primitives';

function NeighbourLink({ page, rel, label, title }: { page: MuiPage; rel: 'prev' | 'next'; label: string; title: string }) {
  return (
    <ButtonLink href={withTrailingSlash(page.pathname)} rel={rel}>
      {rel === 'prev' ? <ChevronLeftRounded /> : null}
      <span>
        <Box
          component="span"
          sx={{ display: 'block', fontSize: 12, color: 'text.secondary', textAlign: rel === 'prev' ? 'start' : 'end' }}
        >
          {label}
        </Box>
        {title}
      </span>
      {rel === 'next' ? <ChevronRightRounded /> : null}
    </ButtonLink>
  );
}

/** "Edit this page" and the previous / next pages in drawer order. */
export function PageFooter({ markdownPath }: { markdownPath: string | null }) {
  const { activePage, t: translate } = usePageContext();
  const t = useTranslate();
  const { prev, next } = findPrevNext(readingOrder, activePage);
  const editUrl = markdownPath
    ? `${process.env.SOURCE_CODE_REPO}/edit/${process.env.SOURCE_GITHUB_BRANCH}/${markdownPath}`
    : null;

  return (
    <Box component="footer" sx={{ mt: 8, mb: 4 }}>
      {editUrl ? (
        <ButtonLink as="a" href={editUrl} data-ga-event-category="edit-page" sx={{ mb: 2, fontSize: 14 }}>
          <EditOutlined />
          {t('editPage')}
        </ButtonLink>
      ) : null}
      <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
      <Box component="nav" aria-label={`${t('previous')} / ${t('next')}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, pt: 2 }}>
        {prev ? <NeighbourLink page={prev} rel="prev" label={t('previous')} title={pageToTitleI18n(prev, translate)} /> : <span />}
        {next ? <NeighbourLink page={next} rel="next" label={t('next')} title={pageToTitleI18n(next, translate)} /> : null}
      </Box>
    </Box>
  );
}

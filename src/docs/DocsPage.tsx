import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { PageHead } from '../layout/PageHead';
import { useTranslate } from '../layout/PageContext';
import { TableOfContents, TOC_WIDTH } from '../layout/TableOfContents';
import type { Section } from '../markdown/parsePage';
import { CodeTabs } from './CodeTabs';
import { DirectiveBox } from './DirectiveBox';
import { markdownStyles } from './markdownStyles';
import { PageFooter } from './PageFooter';
import type { DocsPageData } from './types';
import { useMarkdownInteractions } from './useMarkdownInteractions';

const MarkdownBody = styled('div')(({ theme }) => markdownStyles(theme));

function SectionView({ section }: { section: Section }) {
  switch (section.type) {
    case 'markdown':
      return <div dangerouslySetInnerHTML={{ __html: section.html }} />;
    case 'codeTabs':
      return <CodeTabs storageKey={section.storageKey} tabs={section.tabs} />;
    case 'demo':
      return <DirectiveBox kind="demo" name={section.demo} />;
    case 'component':
      return <DirectiveBox kind="component" name={section.component} />;
  }
}

function NotWrittenNotice() {
  const t = useTranslate();
  return (
    <Box role="note" data-testid="not-written" sx={{ p: 3, mt: 3, border: '1px solid', borderColor: 'divider', borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('notWrittenTitle')}
      </Typography>
      <Typography color="text.secondary">{t('notWrittenBody')}</Typography>
    </Box>
  );
}

/** A documentation page: title, description, content sections, footer and table of contents. */
export function DocsPage({ page }: { page: DocsPageData }) {
  const t = useTranslate();
  const body = React.useRef<HTMLDivElement>(null);
  const labels = React.useMemo(() => ({ copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }), [t]);
  useMarkdownInteractions(body, labels);

  const content = page.status === 'written' ? page.content : null;
  const title = content?.title ?? (page.status === 'missing' ? page.title : '');
  const description = content?.description ?? `${title}: ${t('notWrittenTitle')}.`;

  return (
    // A grid with the TOC column declared up front: the article's width is known before the
    // browser has parsed the TOC (which comes after it), so progressive rendering cannot reflow it.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${TOC_WIDTH}px` },
        columnGap: 4,
        px: { xs: 2, sm: 4, md: 5 },
        pt: 4,
      }}
    >
      <PageHead title={title} description={description} />
      <Box component="article" sx={{ minWidth: 0, width: '100%', maxWidth: '105ch', justifySelf: 'center' }}>
        <MarkdownBody ref={body}>
          {content ? (
            <>
              <Typography variant="h1" sx={{ mb: 1 }} dangerouslySetInnerHTML={{ __html: content.titleHtml }} />
              {content.descriptionHtml ? (
                <Typography
                  component="p"
                  className="description"
                  sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 3 }}
                  dangerouslySetInnerHTML={{ __html: content.descriptionHtml }}
                />
              ) : null}
              {content.sections.map((section, index) => (
                <SectionView key={index} section={section} />
              ))}
            </>
          ) : (
            <Typography variant="h1">{title}</Typography>
          )}
        </MarkdownBody>
        {content ? null : <NotWrittenNotice />}
        <PageFooter markdownPath={page.status === 'written' ? page.markdownPath : null} />
      </Box>
      <TableOfContents toc={content?.toc ?? []} />
    </Box>
  );
}

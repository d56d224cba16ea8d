import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHead } from './PageHead';
import { useTranslate } from './PageContext';
import { ContainedButtonLink } from './primitives';

/** Layout shared by the 404 and 500 pages: what happened, and a way back in. */
export function ErrorPage({ titleKey, bodyKey, children }: { titleKey: string; bodyKey: string; children?: React.ReactNode }) {
  const t = useTranslate();
  return (
    <Box sx={{ px: { xs: 2, sm: 4 }, pt: 6, maxWidth: '70ch' }}>
      <PageHead title={t(titleKey)} description={t(bodyKey)} canonical={false} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t(titleKey)}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t(bodyKey)}
      </Typography>
      <ContainedButtonLink href="/x/introduction/">{t('backToIntroduction')}</ContainedButtonLink>
      {children}
    </Box>
  );
}

import type { GetStaticProps } from 'next';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { basePageProps, type BasePageProps } from '../src/i18n/pageProps';
import { PageHead } from '../src/layout/PageHead';
import { useTranslate } from '../src/layout/PageContext';

export default function ServerError() {
  const t = useTranslate();
  return (
    <Box sx={{ px: { xs: 2, sm: 4 }, pt: 6, maxWidth: '70ch' }}>
      <PageHead title={t('errorTitle')} description={t('errorBody')} canonical={false} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('errorTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t('errorBody')}
      </Typography>
      <Button component={NextLink} href="/x/introduction/" variant="contained">
        MUI X
      </Button>
    </Box>
  );
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/500') });

import { styled } from '@mui/material/styles';
import { useTranslate } from './PageContext';
import { cssVars } from '../theme/cssVars';

const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  left: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: cssVars(theme).palette.primary.main,
  color: cssVars(theme).palette.primary.contrastText,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** First focusable element of every page: jumps over the header and the drawer. */
export function SkipLink() {
  const t = useTranslate();
  return <Link href="#main-content">{t('appFrame.skipToContent')}</Link>;
}

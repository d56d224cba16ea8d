import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import type { MuiPage } from '../nav/types';
import { useTranslate } from './PageContext';

/** Plan icon and status chips shown after a page label in the drawer. */
export function PageBadges({ page }: { page: MuiPage }) {
  const t = useTranslate();
  const chips: { key: string; label: string; color: 'success' | 'default' | 'info' | 'warning' }[] = [];
  if (page.newFeature) chips.push({ key: 'new', label: t('chipNew'), color: 'success' });
  if (page.planned) chips.push({ key: 'planned', label: t('chipPlanned'), color: 'default' });
  if (page.unstable) chips.push({ key: 'preview', label: t('chipPreview'), color: 'info' });
  if (page.legacy) chips.push({ key: 'legacy', label: t('chipLegacy'), color: 'warning' });

  return (
    <>
      {page.plan === 'pro' || page.plan === 'premium' ? (
        <span
          className={`plan-${page.plan}`}
          role="img"
          aria-label={t(page.plan === 'pro' ? 'planPro' : 'planPremium')}
          title={t(page.plan === 'pro' ? 'planPro' : 'planPremium')}
        />
      ) : null}
      {chips.map((chip) => (
        <Box component="span" key={chip.key} sx={{ ml: 0.75, display: 'inline-flex' }}>
          <Chip
            size="small"
            variant="outlined"
            color={chip.color}
            label={chip.label}
            sx={{ height: 18, fontSize: '0.6875rem', fontWeight: 700, '& .MuiChip-label': { px: 0.75 } }}
          />
        </Box>
      ))}
    </>
  );
}

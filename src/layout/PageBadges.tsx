import { styled } from '@mui/material/styles';
import type { MuiPage } from '../nav/types';
import { cssVars } from '../theme/cssVars';
import { useTranslate } from './PageContext';

type Tone = 'success' | 'neutral' | 'info' | 'warning';

// A plain span rather than MUI's Chip: the drawer shows dozens of these and needs no chip
// behaviour (click, delete, focus).
const Badge = styled('span')<{ tone: Tone }>(({ theme, tone }) => {
  const palette = cssVars(theme).palette;
  const colour = tone === 'neutral' ? { main: palette.text.secondary, dark: palette.text.secondary } : palette[tone];
  return {
    display: 'inline-block',
    marginInlineStart: 6,
    padding: '0 6px',
    border: '1px solid currentColor',
    borderRadius: 9,
    // The main shades are readable on the dark background; on white the darker shade is needed.
    color: colour.main,
    fontSize: theme.typography.pxToRem(11),
    fontWeight: 700,
    lineHeight: '16px',
    verticalAlign: 'middle',
    ...theme.applyStyles('light', { color: colour.dark }),
  };
});

/** Plan icon and status badges shown after a page label in the drawer. */
export function PageBadges({ page }: { page: MuiPage }) {
  const t = useTranslate();
  const badges: { key: string; label: string; tone: Tone }[] = [];
  if (page.newFeature) badges.push({ key: 'new', label: t('chipNew'), tone: 'success' });
  if (page.planned) badges.push({ key: 'planned', label: t('chipPlanned'), tone: 'neutral' });
  if (page.unstable) badges.push({ key: 'preview', label: t('chipPreview'), tone: 'info' });
  if (page.legacy) badges.push({ key: 'legacy', label: t('chipLegacy'), tone: 'warning' });
  const planLabel = page.plan === 'pro' ? t('planPro') : page.plan === 'premium' ? t('planPremium') : null;

  return (
    <>
      {planLabel ? <span className={`plan-${page.plan}`} role="img" aria-label={planLabel} title={planLabel} /> : null}
      {badges.map((badge) => (
        <Badge key={badge.key} tone={badge.tone}>
          {badge.label}
        </Badge>
      ))}
    </>
  );
}

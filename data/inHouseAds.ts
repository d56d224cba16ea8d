import type { AdItem } from '../src/shared/ads/adTypes';

/**
 * Our own promotions, shown when the ad network is blocked, has nothing to sell, or is not
 * configured. The images are drawn for this site (`public/static/ads-in-house/`).
 */
export const inHouseAds: readonly AdItem[] = [
  {
    name: 'scaffoldhub',
    link: 'https://v2.scaffoldhub.io/scaffolds/react-material-ui?partner=1',
    img: '/static/ads-in-house/scaffold-generator.svg',
    description: '<b>ScaffoldHub.</b> Describe your data model and get a full-stack Material UI app, ready to extend.',
  },
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: '/static/ads-in-house/premium-templates.svg',
    description: '<b>Premium Templates.</b> Begin with a finished admin or dashboard app instead of an empty folder.',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: '/static/ads-in-house/premium-themes.svg',
    description: '<b>Premium Themes.</b> Give your product a polished look on day one with a ready-made theme.',
  },
  {
    name: 'tidelift',
    link: 'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise&utm_content=ad',
    img: '/static/ads-in-house/enterprise-support.svg',
    description: '<b>MUI for enterprise.</b> Managed open source with security fixes and licence checks, backed by the maintainers.',
  },
  {
    name: 'figma',
    link: 'https://mui.com/store/items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma',
    img: '/static/ads-in-house/design-kit.svg',
    description: '<b>For Figma.</b> A design kit with every Material UI, MUI X and Joy UI component, matching the code.',
  },
].map((ad) => ({ ...ad, poweredby: 'MUI', label: `in-house-${ad.name}` }));

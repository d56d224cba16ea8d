import type { HeadText, Translate } from './pageHeadText';

/** A component's or an interface's API page. */
export function apiPageHeadText(api: { kind: 'component' | 'interface'; name: string }, t: Translate): HeadText {
  return {
    title: `${api.name} API`,
    description: t(api.kind === 'component' ? 'api.componentDescription' : 'api.interfaceDescription').replace('{name}', api.name),
  };
}

/** A product's index of API pages (`/x/api/data-grid/`). */
export function apiIndexHeadText(index: { titleKey: string; folder: string }, t: Translate): HeadText {
  return { title: t(index.titleKey), description: t('apiIndex.description').replace('{product}', t(`apiIndex.product.${index.folder}`)) };
}

import type { HeadText, Translate } from './pageHeadText';
import { isClassesObject } from '../api/planVersions';

/** A component's, an interface's or a classes object's (`gridClasses`) API page. */
export function apiPageHeadText(api: { kind: 'component' | 'interface'; name: string; folder: string }, t: Translate): HeadText {
  const key = api.kind === 'interface' ? 'api.interfaceDescription' : isClassesObject(api.name) ? 'api.classesObjectDescription' : 'api.componentDescription';
  return {
    title: `${api.name} API`,
    description: t(key)
      .replace('{name}', api.name)
      .replace('{product}', () => t(`apiIndex.product.${api.folder}`)),
  };
}

/** A product's index of API pages (`/x/api/data-grid/`). */
export function apiIndexHeadText(index: { titleKey: string; folder: string }, t: Translate): HeadText {
  return { title: t(index.titleKey), description: t('apiIndex.description').replace('{product}', t(`apiIndex.product.${index.folder}`)) };
}

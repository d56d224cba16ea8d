import * as React from 'react';
import { useTranslate } from '../app/PageContext';
import { entryAnchor } from '../../shared/api/entryAnchor';
import type { InheritedEntries } from '../../shared/api/apiTypes';
import { kebabCase } from '../../shared/nav/apiRoutes';
import styles from './ApiPage.module.css';
import { SectionHeading } from './SectionHeading';

/** A sentence with a link in place of `{name}` (and `{component}` filled in). */
export function LinkedSentence({ template, name, pathname, component = '' }: { template: string; name: string; pathname: string; component?: string }) {
  const [before, after = ''] = template.replace('{component}', component).split('{name}');
  return (
    <p>
      {before}
      <a href={pathname}>
        <code>{name}</code>
      </a>
      {after}
    </p>
  );
}

/** The id of the heading over the entries a section takes from `component`: `props-from-data-grid`. */
export const inheritedHeadingId = (section: 'props' | 'slots', component: string) => `${section}-from-${kebabCase(component)}`;

/**
 * Entries another page gives in full, by name, each linked to its entry there. Each keeps the id
 * it would have had in full on this page, so an address that names it still lands on it.
 */
export function InheritedList({ groups, section, pageKebab, filter }: { groups: readonly InheritedEntries[]; section: 'props' | 'slots'; pageKebab: string; filter: (name: string) => boolean }) {
  const t = useTranslate();
  const kind = section === 'props' ? 'prop' : 'slot';
  return (
    <>
      {groups.map(({ from, names }) => {
        const shown = names.filter(filter);
        if (!shown.length) return null;
        const fromKebab = kebabCase(from.component);
        return (
          <div key={from.component} className="docs-markdown">
            <SectionHeading level={3} id={inheritedHeadingId(section, from.component)} text={t(section === 'props' ? 'api.inheritedProps' : 'api.inheritedSlots').replace('{name}', from.component)} />
            <LinkedSentence template={t('api.inheritedIntro')} name={from.component} pathname={from.pathname} />
            <ul className={styles.inherited}>
              {shown.map((name) => (
                <li key={name} id={entryAnchor(pageKebab, kind, name)}>
                  <a href={`${from.pathname}#${entryAnchor(fromKebab, kind, name)}`}>
                    <code>{name}</code>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

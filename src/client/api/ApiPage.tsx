import * as React from 'react';
import { PageAd } from '../ads/PageAd';
import { ArticleLayout } from '../docs/ArticleLayout';
import { PageTitleRow } from '../docs/CopyPageButton';
import { FirstPaintBoundary } from '../docs/FirstPaintBoundary';
import { useTranslate } from '../app/PageContext';
import { CALLOUT_ICONS } from '../../shared/markdownIcons';
import type { TocEntry } from '../../shared/pageContentTypes';
import { kebabCase } from '../../shared/nav/apiRoutes';
import { classEntries, propEntries, slotEntries, type EntryLabels } from './apiEntries';
import styles from './ApiPage.module.css';
import { cx } from '../utils/cx';
import { ApiSection } from './ApiSection';
import { PlanBadge } from './PlanBadge';
import { SectionHeading } from './SectionHeading';
import type { ApiInheritance, ComponentApi, LoadedApiPage } from '../../shared/api/apiTypes';
import { useTargetHash } from './useTargetHash';
import { inheritedHeadingId, LinkedSentence } from './InheritedList';
import { apiPageHeadText } from '../../shared/seo/apiHeadText';
import { isClassesObject } from '../../shared/api/planVersions';

const entry = (text: string, hash: string, children: TocEntry[] = []): TocEntry => ({ text, hash, children });

function DemosCallout({ api }: { api: LoadedApiPage }) {
  const t = useTranslate();
  return (
    <aside className="MuiCallout-root MuiCallout-success" aria-label={t('api.demos')}>
      <svg className="MuiCallout-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" dangerouslySetInnerHTML={{ __html: CALLOUT_ICONS.success }} />
      <div className="MuiCallout-content">
        <p>{t('api.demosIntro')}</p>
        <ul>
          {api.demos.map((demo) => (
            <li key={demo.pathname}>
              <a href={demo.pathname}>{demo.title}</a>
              {demo.plan ? (
                <>
                  {' '}
                  <PlanBadge plan={demo.plan} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** Notes that belong under the props of a component: what it inherits and its theme key. */
function ComponentNotes({ api }: { api: ComponentApi }) {
  const t = useTranslate();
  return (
    <div className="docs-markdown">
      {api.inheritance ? (
        <>
          <SectionHeading level={3} id="inheritance" text={t('api.inheritance')} />
          <p>
            {t('api.inheritanceBefore')}
            <a href={api.inheritance.pathname}>{api.inheritance.component}</a>
            {t('api.inheritanceAfter')}
          </p>
        </>
      ) : null}
      {api.themeName ? (
        <>
          <SectionHeading level={3} id="theme-default-props" text={t('api.themeDefaultProps')} />
          <p>
            {t('api.themeDefaultPropsBefore')}
            <code>{api.themeName}</code>
            {t('api.themeDefaultPropsAfter')}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** A section whose entries another page lists (the grid's slots, its CSS classes): its heading, and a sentence linking there. */
function SectionElsewhere({ id, title, template, component, page }: { id: string; title: string; template: string; component: string; page: ApiInheritance }) {
  return (
    <section aria-labelledby={id} className={cx('docs-markdown', styles.section)}>
      <SectionHeading level={2} id={id} text={title} />
      <LinkedSentence template={template} component={component} name={page.component} pathname={page.pathname} />
    </section>
  );
}

/** An API reference page: a component's or an interface's, from the generated data. */
export function ApiPage({ api }: { api: LoadedApiPage }) {
  const t = useTranslate();
  const target = useTargetHash();
  const pageKebab = kebabCase(api.name);
  // The reference opens Data Grid pages and chart interface pages expanded. The grid's classes
  // page, its own, opens as a table: 224 classes with their descriptions, expanded, would read
  // longer than an agent's single fetch keeps.
  const expandedByDefault = (api.folder === 'data-grid' && !isClassesObject(api.name)) || (api.folder === 'charts' && api.kind === 'interface');
  const { title, description } = apiPageHeadText(api, t);
  const props = api.kind === 'component' ? api.props : api.properties;
  const component = api.kind === 'component' ? api : null;
  const labels: EntryLabels = { type: t('api.type'), default: t('api.default'), className: t('api.className') };
  const propsTitle = t(component ? 'api.props' : 'api.properties');

  const inheritedToc = (section: 'props' | 'slots') =>
    (section === 'props' ? component?.inheritedProps : component?.inheritedSlots)?.map((group) =>
      entry(t(section === 'props' ? 'api.inheritedProps' : 'api.inheritedSlots').replace('{name}', group.from.component), inheritedHeadingId(section, group.from.component)),
    ) ?? [];
  const hasProps = props.length > 0 || Boolean(component?.inheritedProps.length);
  const hasSlots = Boolean(component?.slots.length || component?.inheritedSlots.length || component?.slotsPage);
  const hasClasses = Boolean(component?.classes.length);

  const toc: TocEntry[] = [
    ...(api.demos.length ? [entry(t('api.demos'), 'demos')] : []),
    entry(t('api.import'), 'import'),
    ...(hasProps
      ? [
          entry(propsTitle, 'props', [
            ...inheritedToc('props'),
            ...(component?.inheritance ? [entry(t('api.inheritance'), 'inheritance')] : []),
            ...(component?.themeName ? [entry(t('api.themeDefaultProps'), 'theme-default-props')] : []),
          ]),
        ]
      : []),
    ...(hasSlots ? [entry(t('api.slots'), 'slots', inheritedToc('slots'))] : []),
    ...(hasClasses ? [entry(t('api.classes'), 'classes')] : []),
  ];

  const rest = (
    <>
      {hasProps ? (
        <ApiSection
          id="props"
          title={propsTitle}
          entries={propEntries(props, pageKebab, labels)}
          section="props"
          expandedByDefault={expandedByDefault}
          target={target}
          filterable
          inherited={component ? { groups: component.inheritedProps, pageKebab } : undefined}
        >
          {component ? <ComponentNotes api={component} /> : null}
        </ApiSection>
      ) : null}
      {component?.slotsPage ? <SectionElsewhere id="slots" title={t('api.slots')} template={t('api.slotsElsewhere')} component={api.name} page={component.slotsPage} /> : null}
      {component && !component.slotsPage && hasSlots ? (
        <ApiSection
          id="slots"
          title={t('api.slots')}
          entries={slotEntries(component.slots, pageKebab, labels)}
          section="slots"
          expandedByDefault={expandedByDefault}
          target={target}
          inherited={{ groups: component.inheritedSlots, pageKebab }}
        />
      ) : null}
      {component?.classes.length && !component.classesPage ? (
        <ApiSection id="classes" title={t('api.classes')} entries={classEntries(component.classes, pageKebab, labels)} section="classes" expandedByDefault={expandedByDefault} target={target} />
      ) : null}
      {component?.classesPage ? (
        <SectionElsewhere id="classes" title={t('api.classes')} template={t('api.classesElsewhere')} component={api.name} page={component.classesPage} />
      ) : null}
    </>
  );

  return (
    <ArticleLayout title={title} description={description} toc={toc} markdownPath={null} searchKind="api" rest={rest}>
      <div className="docs-markdown">
        <PageTitleRow>
          <h1>
            <code>{api.name}</code> API
            {api.plan ? <PlanBadge plan={api.plan} /> : null}
          </h1>
        </PageTitleRow>
        <p className="description">
          {description}
          {/* Interface pages have no ad, as on the reference. */}
          {api.kind === 'component' ? <PageAd /> : null}
        </p>
        {api.demos.length ? (
          <>
            <SectionHeading level={2} id="demos" text={t('api.demos')} />
            <DemosCallout api={api} />
          </>
        ) : null}
        <SectionHeading level={2} id="import" text={t('api.import')} />
        <div dangerouslySetInnerHTML={{ __html: api.importHtml }} />
        {api.imports.length > 1 ? <p className={styles.importNote}>{t('api.importNote')}</p> : null}
        {api.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: api.descriptionHtml }} /> : null}
        {/* Not after the entries: parsing hundreds of them would hold back the first frame. */}
        <FirstPaintBoundary />
      </div>
    </ArticleLayout>
  );
}

import { PageAd } from '../ads/PageAd';
import { ArticleLayout } from '../docs/ArticleLayout';
import { PageTitleRow } from '../docs/CopyPageButton';
import { useTranslate } from '../app/PageContext';
import type { ApiIndex } from '../../shared/api/apiIndex';
import styles from './ApiPage.module.css';
import { PlanBadge } from './PlanBadge';
import { SectionHeading } from './SectionHeading';
import { apiIndexHeadText } from '../../shared/seo/apiHeadText';

/** `/x/api/data-grid/` and `/x/api/date-pickers/`: every API page of the package, grouped. */
export function ApiIndexPage({ index }: { index: ApiIndex }) {
  const t = useTranslate();
  const { title, description } = apiIndexHeadText(index, t);
  const toc = index.sections.map((section) => ({ text: t(section.titleKey), hash: section.id, children: [] }));
  return (
    <ArticleLayout title={title} description={description} toc={index.disableToc ? undefined : toc} markdownPath={null} searchKind="api">
      <div className="docs-markdown">
        <PageTitleRow>
          <h1>{title}</h1>
        </PageTitleRow>
        <p className="description">
          {description}
          {index.disableAd ? null : <PageAd />}
        </p>
        {index.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <SectionHeading level={2} id={section.id} text={t(section.titleKey)} />
            {section.guide ? (
              <p>
                <a href={section.guide.pathname}>{t(section.guide.textKey)}</a>
              </p>
            ) : null}
            {section.groups.map((group, position) => (
              <div key={group.titleKey ?? position}>
                {group.titleKey ? (
                  <h3 className={styles.indexGroup}>
                    {t(group.titleKey)}
                    {group.plan ? <PlanBadge plan={group.plan} /> : null}
                  </h3>
                ) : null}
                <ul className={styles.indexList}>
                  {group.links.map((link) => (
                    <li key={link.pathname}>
                      <a href={link.pathname}>
                        <code>{link.name}</code>
                      </a>
                      {link.plan && !group.plan ? <PlanBadge plan={link.plan} /> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </ArticleLayout>
  );
}

import type * as React from 'react';
import type { ApiPlan } from '../../shared/api/apiTypes';
import styles from './ApiMemberList.module.css';
import { PlanMark } from './PlanMark';

export interface MemberEntry {
  name: string;
  /** The entry's id on the page, so it can be linked to. */
  anchor: string;
  /** Signature or type, as escaped HTML with links to API pages. */
  codeHtml: string;
  descriptionHtml: string;
  params?: Array<{ name: string; descriptionHtml: string }>;
  returnsHtml?: string;
  plan?: ApiPlan;
  deprecatedHtml?: string;
}

/** A one-paragraph description, unwrapped to sit inline. */
const inlineHtml = (html: string) => html.replace(/^<p>|<\/p>$/g, '');

/**
 * A compact definition list of API members (methods of an API interface, selectors): name,
 * signature, description. Drawn once at build time; it never changes in the browser.
 */
export function ApiMemberList({ intro, entries }: { intro: React.ReactNode; entries: MemberEntry[] }) {
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{intro}</p>
      <dl className={styles.list}>
        {entries.map((entry) => (
          <div key={entry.name} id={entry.anchor} className={styles.entry}>
            <dt className={styles.term}>
              <a className={styles.name} href={`#${entry.anchor}`}>
                <code>{entry.name}</code>
              </a>
              {entry.plan ? <PlanMark plan={entry.plan} /> : null}
              {entry.deprecatedHtml !== undefined ? <span className={styles.deprecated}>Deprecated</span> : null}
            </dt>
            <dd className={styles.signature}>
              <code dangerouslySetInnerHTML={{ __html: entry.codeHtml }} />
            </dd>
            {entry.deprecatedHtml ? <dd className={styles.note} dangerouslySetInnerHTML={{ __html: entry.deprecatedHtml }} /> : null}
            {entry.descriptionHtml ? <dd className={styles.description} dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} /> : null}
            {entry.params?.length || entry.returnsHtml ? (
              <dd className={styles.details}>
                <ul>
                  {entry.params?.map((param) => (
                    <li key={param.name}>
                      <code>{param.name}</code>: <span dangerouslySetInnerHTML={{ __html: inlineHtml(param.descriptionHtml) }} />
                    </li>
                  ))}
                  {entry.returnsHtml ? (
                    <li>
                      Returns: <span dangerouslySetInnerHTML={{ __html: inlineHtml(entry.returnsHtml) }} />
                    </li>
                  ) : null}
                </ul>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  );
}

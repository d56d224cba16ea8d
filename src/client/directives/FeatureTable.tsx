import type { FeatureTableProps, Plan } from '../../shared/directives/directiveProps';
import styles from './FeatureTable.module.css';
import { PLAN_NAMES } from '../../shared/plans';
import { PlanMark } from './PlanMark';

const PLANS: readonly Plan[] = ['community', 'pro', 'premium'];

/** Plans include everything of the plans below them. */
const includes = (plan: Plan, feature: Plan) => PLANS.indexOf(plan) >= PLANS.indexOf(feature);

function Availability({ included }: { included: boolean }) {
  return (
    <td className={included ? styles.included : styles.missing}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <path d={included ? 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z' : 'M19 13H5v-2h14z'} fill="currentColor" />
      </svg>
      <span className="docs-visually-hidden">{included ? 'Included' : 'Not included'}</span>
    </td>
  );
}

/** Features by group, and which of the Community, Pro and Premium plans include each. */
export function FeatureTable({ caption, groups }: FeatureTableProps) {
  return (
    <table className={styles.table}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <colgroup>
        <col className={styles.featureColumn} />
        <col span={PLANS.length} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Feature</th>
          {PLANS.map((plan) => (
            <th scope="col" key={plan} className={styles.planHeader}>
              {PLAN_NAMES[plan]}
              {plan === 'community' ? null : <PlanMark plan={plan} decorative />}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.title}>
          <tr>
            <th scope="rowgroup" colSpan={PLANS.length + 1} className={styles.group}>
              {group.title}
            </th>
          </tr>
          {group.features.map((feature) => (
            <tr key={feature.name}>
              <th scope="row" className={styles.feature}>
                {feature.href ? <a href={feature.href}>{feature.name}</a> : feature.name}
              </th>
              {PLANS.map((plan) => (
                <Availability key={plan} included={includes(plan, feature.plan)} />
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

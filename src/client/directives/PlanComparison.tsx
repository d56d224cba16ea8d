import type { PlanComparisonProps } from '../../shared/directives/directiveProps';
import styles from './PlanComparison.module.css';
import { PLAN_NAMES } from '../../shared/plans';
import { PlanMark } from './PlanMark';

/** One card per plan: licence, package and version, what the plan is for and what it adds. */
export function PlanComparison({ plans }: PlanComparisonProps) {
  return (
    <ul className={styles.plans}>
      {plans.map((card) => (
        <li key={card.plan} className={styles.plan} data-plan={card.plan}>
          <p className={styles.name}>
            {PLAN_NAMES[card.plan]}
            {card.plan === 'community' ? null : <PlanMark plan={card.plan} decorative />}
          </p>
          <p className={styles.license}>{card.license === 'MIT' ? 'Free, MIT licence' : 'Commercial licence'}</p>
          <p className={styles.package}>
            <code>{card.packageName}</code> <span className={styles.version}>v{card.version}</span>
          </p>
          <p className={styles.summary}>{card.summary}</p>
          {card.features.length ? (
            <>
              {card.extends ? <p className={styles.extends}>Everything in {PLAN_NAMES[card.extends]}, plus:</p> : null}
              <ul className={styles.features}>
                {card.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          ) : null}
          <a className={styles.link} href={card.href}>
            About the {PLAN_NAMES[card.plan]} plan
          </a>
        </li>
      ))}
    </ul>
  );
}

import { planIconId, type PlanIconName } from '../../shared/theme/planIcons';

/** A badge's drawing: a reference to the page's plan icon symbol (see planIcons.ts). */
export function PlanIconSvg({ plan }: { plan: PlanIconName }) {
  return (
    <svg aria-hidden="true" focusable="false">
      <use href={`#${planIconId(plan)}`} />
    </svg>
  );
}

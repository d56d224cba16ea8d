import { ApiMemberList } from './ApiMemberList';
import type { ApiMethodsProps } from '../../shared/directives/directiveProps';
import { PlanMark } from './PlanMark';

/** `{{"component": "ApiMethods", "interface": "GridSortApi"}}`: what `apiRef.current` offers for one feature. */
export function ApiMethods({ interfaceName, plan, anchorPrefix, members }: ApiMethodsProps) {
  return (
    <ApiMemberList
      intro={
        <>
          Members of <code>{interfaceName}</code>
          {plan ? <PlanMark plan={plan} /> : null}, available on <code>apiRef.current</code>:
        </>
      }
      entries={members.map((member) => ({
        name: member.name,
        anchor: `${anchorPrefix}${member.name}`,
        codeHtml: member.typeHtml,
        descriptionHtml: member.descriptionHtml,
        params: member.signature?.params.filter((param) => param.descriptionHtml),
        returnsHtml: member.signature?.returnsHtml,
        plan: member.plan,
        deprecatedHtml: member.deprecatedHtml,
      }))}
    />
  );
}

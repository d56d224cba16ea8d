import type { ApiPlan } from '../../../shared/api/apiTypes';
import type { Plan, ResolvedDirective } from '../../../shared/directives/directiveProps';
import { htmlToInlineMarkdown, htmlToText, type HtmlToMarkdownOptions } from './htmlToMarkdown';
import { absoluteHref, escapeMarkdownText, fencedCode, inlineCode } from './markdownText';
import { markdownTable } from './markdownTable';

const PLAN_NAMES: Record<Plan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };
const PLANS: readonly Plan[] = ['community', 'pro', 'premium'];

const planNote = (plan: ApiPlan | undefined) => (plan ? ` (${PLAN_NAMES[plan]} plan)` : '');

function link(text: string, href: string, html: HtmlToMarkdownOptions): string {
  return `[${escapeMarkdownText(text)}](${absoluteHref(href, html.origin, html.pageUrl)})`;
}

/** Description, deprecation, parameters and return value of an API member, as one table cell. */
function memberText(
  member: { descriptionHtml: string; deprecatedHtml?: string; params?: Array<{ name: string; descriptionHtml: string }>; returnsHtml?: string },
  html: HtmlToMarkdownOptions,
): string {
  return [
    member.deprecatedHtml !== undefined ? `**Deprecated**${member.deprecatedHtml ? `: ${htmlToInlineMarkdown(member.deprecatedHtml, html)}` : '.'}` : '',
    htmlToInlineMarkdown(member.descriptionHtml, html),
    ...(member.params ?? []).filter((param) => param.descriptionHtml).map((param) => `${inlineCode(param.name)}: ${htmlToInlineMarkdown(param.descriptionHtml, html)}`),
    member.returnsHtml ? `Returns: ${htmlToInlineMarkdown(member.returnsHtml, html)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A component directive in the Markdown twin, saying what the page shows in the form Markdown
 * has for it: member lists and feature grids as tables, install commands as code blocks (one per
 * package manager, as code tabs are), highlights as a list of links.
 */
export function directiveToMarkdown(directive: ResolvedDirective, html: HtmlToMarkdownOptions): string {
  switch (directive.name) {
    case 'ApiMethods': {
      const { interfaceName, plan, members } = directive.props;
      return [
        `Members of ${inlineCode(interfaceName)}${planNote(plan)}, available on ${inlineCode('apiRef.current')}:`,
        markdownTable(
          ['Member', 'Signature', 'Description'],
          members.map((member) => [
            `${inlineCode(member.name)}${planNote(member.plan)}`,
            inlineCode(htmlToText(member.typeHtml)),
            memberText({ ...member, params: member.signature?.params, returnsHtml: member.signature?.returnsHtml }, html),
          ]),
        ),
      ].join('\n\n');
    }
    case 'Selectors': {
      const { category, selectors } = directive.props;
      return [
        `Selectors of the ${escapeMarkdownText(category)} state, called with the grid's ${inlineCode('apiRef')} or passed to ${inlineCode('useGridSelector(apiRef, selector)')}:`,
        markdownTable(
          ['Selector', 'Signature', 'Description'],
          selectors.map((selector) => [`${inlineCode(selector.name)}${planNote(selector.plan)}`, inlineCode(htmlToText(selector.signatureHtml)), memberText(selector, html)]),
        ),
      ].join('\n\n');
    }
    case 'InstallationInstructions': {
      const { tabs, peers } = directive.props;
      const blocks = tabs.map((tab) => fencedCode(tab.code, `${tab.language} title="${tab.name}"`));
      if (peers.length) {
        blocks.push(
          `Peer dependencies, which your app may already have:\n\n${peers
            .map((peer) => `- ${inlineCode(peer.name)} ${inlineCode(peer.range)}${peer.optional ? ' (optional)' : ''}`)
            .join('\n')}`,
        );
      }
      return blocks.join('\n\n');
    }
    case 'FeatureTable': {
      const { caption, groups } = directive.props;
      const rows = groups.flatMap((group) => [
        [`**${escapeMarkdownText(group.title)}**`, '', '', ''],
        ...group.features.map((feature) => [
          feature.href ? link(feature.name, feature.href, html) : escapeMarkdownText(feature.name),
          ...PLANS.map((plan) => (PLANS.indexOf(plan) >= PLANS.indexOf(feature.plan) ? 'Yes' : 'No')),
        ]),
      ]);
      const table = markdownTable(['Feature', ...PLANS.map((plan) => PLAN_NAMES[plan])], rows);
      return caption ? `${escapeMarkdownText(caption)}\n\n${table}` : table;
    }
    case 'FeatureHighlights':
      return directive.props.items.map((item) => `- ${link(item.title, item.href, html)}: ${escapeMarkdownText(item.text)}`).join('\n');
    case 'PlanComparison':
      return markdownTable(
        ['Plan', 'Licence', 'Package', 'What it is for', 'What it adds'],
        directive.props.plans.map((card) => [
          link(PLAN_NAMES[card.plan], card.href, html),
          card.license,
          inlineCode(`${card.packageName}@${card.version}`),
          escapeMarkdownText(card.summary),
          [card.extends ? `Everything in ${PLAN_NAMES[card.extends]}, plus:` : '', card.features.map(escapeMarkdownText).join('; ')].filter(Boolean).join(' '),
        ]),
      );
  }
}

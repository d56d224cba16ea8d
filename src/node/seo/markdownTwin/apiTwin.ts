import type { ApiIndex } from '../../../shared/api/apiIndex';
import type { ApiClass, ApiPlan, ApiProp, ApiSlot, ComponentPage, InheritedEntries, InterfaceApi } from '../../../shared/api/apiTypes';
import { entryAnchor } from '../../../shared/api/entryAnchor';
import { kebabCase } from '../../../shared/nav/apiRoutes';
import { withTrailingSlash } from '../../../shared/nav/routes';
import { htmlToInlineMarkdown, htmlToMarkdown, htmlToText, type HtmlToMarkdownOptions } from './htmlToMarkdown';
import { absoluteHref, escapeMarkdownText, fencedCode, inlineCode, tidyMarkdown } from './markdownText';
import { markdownTable } from './markdownTable';
import { apiPageHeadText } from '../../../shared/seo/apiHeadText';

export interface ApiTwinOptions {
  origin: string;
  /** The site's English UI strings (`translations/translations.json`), so the twin words things as the page does. */
  t: (key: string) => string;
}

const planKey = (plan: ApiPlan) => (plan === 'pro' ? 'planPro' : 'planPremium');

function planMark(plan: ApiPlan | undefined, t: ApiTwinOptions['t']): string {
  return plan ? ` (${t(planKey(plan))})` : '';
}

/** A link to a page of the site, or to another site (inheritance from a Material UI component). */
function link(text: string, pathname: string, origin: string): string {
  return `[${text}](${absoluteHref(withTrailingSlash(pathname), origin, origin)})`;
}

/** "**Deprecated**: note." as a sentence of its own, so the description after it does not run on. */
function deprecationNote(noteHtml: string, html: HtmlToMarkdownOptions, t: ApiTwinOptions['t']): string {
  const note = htmlToInlineMarkdown(noteHtml, html);
  if (!note) return `**${t('api.deprecated')}**.`;
  return `**${t('api.deprecated')}**: ${note}${/[.!?]$/.test(note) ? '' : '.'}`;
}

function propRows(props: readonly ApiProp[], html: HtmlToMarkdownOptions, t: ApiTwinOptions['t']): string[][] {
  return props.map((prop) => {
    // "Required" as the page's badge says it, after the name.
    const name = `${inlineCode(prop.name)}${prop.required ? ` **${t('api.required')}**` : ''}${planMark(prop.plan, t)}`;
    const defaultValue = prop.defaultHtml ? htmlToInlineMarkdown(prop.defaultHtml, html) : prop.default ? inlineCode(prop.default) : '';
    const description = [
      prop.deprecatedHtml !== undefined ? deprecationNote(prop.deprecatedHtml, html, t) : '',
      htmlToInlineMarkdown(prop.descriptionHtml, html),
      prop.signature
        ? [
            `${t('api.signature')} ${inlineCode(prop.signature.type)}`,
            ...prop.signature.params.map((param) => `${inlineCode(param.name)}: ${htmlToInlineMarkdown(param.descriptionHtml, html)}`),
            prop.signature.returnsHtml ? `${t('api.returns')} ${htmlToInlineMarkdown(prop.signature.returnsHtml, html)}` : '',
          ]
            .filter(Boolean)
            .join(' ')
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    return [name, inlineCode(htmlToText(prop.typeHtml)), defaultValue, description];
  });
}

function slotRows(slots: readonly ApiSlot[], html: HtmlToMarkdownOptions): string[][] {
  return slots.map((slot) => [
    inlineCode(slot.name),
    slot.defaultHtml ? htmlToInlineMarkdown(slot.defaultHtml, html) : slot.default ? inlineCode(slot.default) : '',
    slot.className ? inlineCode(`.${slot.className}`) : '',
    htmlToInlineMarkdown(slot.descriptionHtml, html),
  ]);
}

function classRows(classes: readonly ApiClass[], html: HtmlToMarkdownOptions, t: ApiTwinOptions['t']): string[][] {
  return classes.map((entry) => [
    inlineCode(entry.key),
    inlineCode(`.${entry.className}`),
    [entry.isGlobal ? `${t('api.globalClass')}.` : '', htmlToInlineMarkdown(entry.descriptionHtml, html)].filter(Boolean).join(' '),
  ]);
}

/** A sentence with a link in place of `{name}`, as the page words it. */
function linkedSentence(template: string, name: string, pathname: string, origin: string, component = ''): string {
  const [before, after = ''] = template.replace('{component}', component).split('{name}');
  return `${escapeMarkdownText(before)}${link(inlineCode(name), pathname, origin)}${escapeMarkdownText(after)}`;
}

/** Entries another page gives in full: under a heading naming it, each name linked to its entry there. */
function inheritedParts(groups: readonly InheritedEntries[], section: 'props' | 'slots', origin: string, t: ApiTwinOptions['t']): string[] {
  const kind = section === 'props' ? 'prop' : 'slot';
  return groups.flatMap(({ from, names }) => [
    `### ${t(section === 'props' ? 'api.inheritedProps' : 'api.inheritedSlots').replace('{name}', from.component)}`,
    linkedSentence(t('api.inheritedIntro'), from.component, from.pathname, origin),
    names.map((name) => `- ${link(inlineCode(name), `${withTrailingSlash(from.pathname)}#${entryAnchor(kebabCase(from.component), kind, name)}`, origin)}`).join('\n'),
  ]);
}

/**
 * The Markdown twin of a component or interface API page, in the page's order: title,
 * description, demos, import, props (with those a lower version's page gives, inheritance and
 * theme key), slots, CSS classes.
 */
export function apiPageTwin(api: ComponentPage | InterfaceApi, { origin, t }: ApiTwinOptions): string {
  const html: HtmlToMarkdownOptions = { origin, pageUrl: `${origin}${withTrailingSlash(api.pathname)}` };
  const component = api.kind === 'component' ? api : null;
  const props = component ? component.props : api.kind === 'interface' ? api.properties : [];
  const { description } = apiPageHeadText(api, t);
  const parts: string[] = [`# ${api.name} API`, `${escapeMarkdownText(description)}${planMark(api.plan, t)}`];

  if (api.demos.length) {
    parts.push(`## ${t('api.demos')}`, t('api.demosIntro'), api.demos.map((demo) => `- ${link(escapeMarkdownText(demo.title), demo.pathname, origin)}${planMark(demo.plan, t)}`).join('\n'));
  }
  parts.push(`## ${t('api.import')}`, fencedCode(api.imports.join('\n// or\n'), 'jsx'));
  if (api.imports.length > 1) parts.push(t('api.importNote'));
  if (api.descriptionHtml) parts.push(htmlToMarkdown(api.descriptionHtml, html));

  if (props.length || component?.inheritedProps.length) parts.push(`## ${t(component ? 'api.props' : 'api.properties')}`);
  if (props.length) parts.push(markdownTable([t('api.name'), t('api.type'), t('api.default'), t('api.description')], propRows(props, html, t)));
  if (component) parts.push(...inheritedParts(component.inheritedProps, 'props', origin, t));
  if (component?.inheritance) {
    parts.push(
      `### ${t('api.inheritance')}`,
      `${t('api.inheritanceBefore')}${link(escapeMarkdownText(component.inheritance.component), component.inheritance.pathname, origin)}${t('api.inheritanceAfter')}`,
    );
  }
  if (component?.themeName) {
    parts.push(`### ${t('api.themeDefaultProps')}`, `${t('api.themeDefaultPropsBefore')}${inlineCode(component.themeName)}${t('api.themeDefaultPropsAfter')}`);
  }
  if (component?.slots.length || component?.inheritedSlots.length || component?.slotsPage) parts.push(`## ${t('api.slots')}`);
  if (component?.slotsPage) parts.push(linkedSentence(t('api.slotsElsewhere'), component.slotsPage.component, component.slotsPage.pathname, origin, component.name));
  if (component?.slots.length && !component.slotsPage) parts.push(markdownTable([t('api.name'), t('api.default'), t('api.className'), t('api.description')], slotRows(component.slots, html)));
  if (component) parts.push(...inheritedParts(component.inheritedSlots, 'slots', origin, t));
  if (component?.classesPage && component.classes.length) {
    parts.push(`## ${t('api.classes')}`, linkedSentence(t('api.classesElsewhere'), component.classesPage.component, component.classesPage.pathname, origin, component.name));
  } else if (component?.classes.length) {
    parts.push(`## ${t('api.classes')}`, markdownTable([t('api.name'), t('api.className'), t('api.description')], classRows(component.classes, html, t)));
  }
  return tidyMarkdown(parts.join('\n\n'));
}

/** The twin of `/x/api/data-grid/` or `/x/api/date-pickers/`: every API page of the package as a list. */
export function apiIndexTwin(index: ApiIndex, { origin, t }: ApiTwinOptions): string {
  const description = t('apiIndex.description').replace('{product}', t(`apiIndex.product.${index.folder}`));
  const parts: string[] = [`# ${t(index.titleKey)}`, escapeMarkdownText(description)];
  for (const section of index.sections) {
    parts.push(`## ${t(section.titleKey)}`);
    if (section.guide) parts.push(link(escapeMarkdownText(t(section.guide.textKey)), section.guide.pathname, origin));
    for (const group of section.groups) {
      if (group.titleKey) parts.push(`### ${t(group.titleKey)}${planMark(group.plan, t)}`);
      // A group's plan covers its links, as on the page.
      parts.push(group.links.map((entry) => `- ${link(inlineCode(entry.name), entry.pathname, origin)}${group.plan ? '' : planMark(entry.plan, t)}`).join('\n'));
    }
  }
  return tidyMarkdown(parts.join('\n\n'));
}

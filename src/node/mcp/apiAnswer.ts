/**
 * The `get_api_reference` tool's answer: a component's or interface's API (the site's `ApiPageData`,
 * src/shared/api/apiTypes.ts) as data an agent can use without parsing a page: each prop's name,
 * type as written in code, default, whether it is required and its description in Markdown, then
 * slots, CSS classes, imports and the guides that show it.
 */
import type { AgentApiEntry } from '../../shared/agents/agentIndexFormat';
import type { ApiPageData, ApiProp } from '../../shared/api/apiTypes';
import { closestMatches, DocsLookupError } from './closestMatches';
import { findProduct, markdownUrl, pageUrl, productName, routeKey, type DocsIndex } from './docsIndex';
import { inlineMarkdownField, markdownField, plainField, type FieldContext } from './htmlFields';

export interface PropAnswer {
  name: string;
  type: string;
  required: boolean;
  default?: string;
  description: string;
  /** Present when deprecated: what to use instead, possibly empty. */
  deprecated?: string;
  /** Set when only the Pro or Premium package has it. */
  plan?: string;
  signature?: { type: string; params: { name: string; description: string }[]; returns?: string };
}

export interface ApiAnswer {
  name: string;
  kind: 'component' | 'interface';
  product: string | null;
  plan?: string;
  url: string;
  markdownUrl: string | null;
  description: string;
  imports: string[];
  /** A component's props. */
  props?: PropAnswer[];
  /** An interface's properties. */
  properties?: PropAnswer[];
  slots?: { name: string; default?: string; className?: string; description: string }[];
  classes?: { key: string; className: string; description: string; global: boolean }[];
  /** The key under `theme.components` for default props. */
  themeName?: string;
  /** The component whose props these extend. */
  inheritance?: { component: string; url: string };
  demos: { title: string; url: string }[];
}

/** The entry an agent names, in any case; `product` (id or name) chooses when two products have one. */
export function findApiEntry(docs: DocsIndex, name: string, product?: string): AgentApiEntry {
  const wanted = name.trim().replace(/\s+API$/i, '');
  const owner = product ? findProduct(docs, product) : null;
  const candidates = owner ? docs.api.filter((entry) => entry.product === owner.id) : docs.api;
  const found = candidates.filter((entry) => entry.name.toLowerCase() === wanted.toLowerCase());
  // An exact spelling wins over another casing (two entries differing only by case).
  const exact = found.find((entry) => entry.name === wanted) ?? found[0];
  if (exact) return exact;
  const where = owner ? ` in ${owner.name}` : '';
  throw new DocsLookupError(`No component or interface named ${JSON.stringify(name)}${where}`, closestMatches(wanted, candidates.map((entry) => entry.name)), 'search_docs finds entries by their words.');
}

/** Whether a value read from the site is an API page's data, before its fields are read. */
export function isApiPageData(value: unknown): value is ApiPageData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<Record<string, unknown>>;
  const list = data.kind === 'component' ? data.props : data.kind === 'interface' ? data.properties : undefined;
  return typeof data.name === 'string' && Array.isArray(data.imports) && Array.isArray(data.demos) && Array.isArray(list);
}

function propAnswer(prop: ApiProp, context: FieldContext): PropAnswer {
  const answer: PropAnswer = { name: prop.name, type: plainField(prop.typeHtml), required: prop.required, description: markdownField(prop.descriptionHtml, context) };
  const value = prop.defaultHtml ? inlineMarkdownField(prop.defaultHtml, context) : prop.default;
  if (value) answer.default = value;
  if (prop.deprecatedHtml !== undefined) answer.deprecated = markdownField(prop.deprecatedHtml, context);
  if (prop.plan) answer.plan = prop.plan;
  if (prop.signature) {
    const { type, params, returnsHtml } = prop.signature;
    answer.signature = { type, params: params.map((param) => ({ name: param.name, description: inlineMarkdownField(param.descriptionHtml, context) })) };
    if (returnsHtml) answer.signature.returns = inlineMarkdownField(returnsHtml, context);
  }
  return answer;
}

export function apiAnswer(docs: DocsIndex, entry: AgentApiEntry, data: ApiPageData): ApiAnswer {
  const context: FieldContext = { origin: docs.origin, pageUrl: pageUrl(docs, entry.route) };
  const link = (pathname: string) => (/^https?:/.test(pathname) ? pathname : pageUrl(docs, pathname));
  const component = data.kind === 'component' ? data : null;
  // In reading order: what it is, how to import it, its props, then the guides that show it.
  return {
    name: data.name,
    kind: data.kind,
    product: productName(docs, entry.product),
    ...(data.plan ? { plan: data.plan } : {}),
    url: context.pageUrl,
    markdownUrl: markdownUrl(docs, docs.pageByRoute.get(routeKey(entry.route))),
    description: markdownField(data.descriptionHtml, context),
    imports: data.imports,
    ...(data.kind === 'interface' ? { properties: data.properties.map((prop) => propAnswer(prop, context)) } : {}),
    ...(component
      ? {
          props: component.props.map((prop) => propAnswer(prop, context)),
          slots: component.slots.map((slot) => ({
            name: slot.name,
            ...(slot.defaultHtml ? { default: inlineMarkdownField(slot.defaultHtml, context) } : slot.default ? { default: slot.default } : {}),
            ...(slot.className ? { className: slot.className } : {}),
            description: markdownField(slot.descriptionHtml, context),
          })),
          classes: component.classes.map((item) => ({ key: item.key, className: item.className, description: markdownField(item.descriptionHtml, context), global: item.isGlobal })),
          ...(component.themeName ? { themeName: component.themeName } : {}),
          ...(component.inheritance ? { inheritance: { component: component.inheritance.component, url: link(component.inheritance.pathname) } } : {}),
        }
      : {}),
    demos: data.demos.map((demo) => ({ title: demo.title, url: link(demo.pathname), ...(demo.plan ? { plan: demo.plan } : {}) })),
  };
}

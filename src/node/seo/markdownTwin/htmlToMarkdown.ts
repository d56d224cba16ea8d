import { Parser } from 'htmlparser2';
import { absoluteHref, escapeMarkdownText, fencedCode, inlineCode } from './markdownText';

/**
 * The HTML the API generator writes (descriptions, defaults, deprecation notes: `p`, `code`, `a`,
 * lists, `strong`, `pre`) and the description paragraphs of guides, turned back into Markdown.
 * Unknown elements keep their text, so nothing a reader needs is lost.
 */

type HtmlNode = { type: 'text'; text: string } | { type: 'element'; name: string; attributes: Record<string, string>; children: HtmlNode[] };

function parseHtml(html: string): HtmlNode[] {
  const root: HtmlNode[] = [];
  const stack: Array<HtmlNode & { type: 'element' }> = [];
  const append = (node: HtmlNode) => (stack.length ? stack[stack.length - 1].children : root).push(node);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: HtmlNode & { type: 'element' } = { type: 'element', name, attributes, children: [] };
        append(element);
        stack.push(element);
      },
      ontext(text) {
        // The parser hands decoded entities over as text chunks of their own; escaping needs
        // the whole run (`<` is only escaped when a tag name follows it).
        const siblings = stack.length ? stack[stack.length - 1].children : root;
        const last = siblings[siblings.length - 1];
        if (last?.type === 'text') last.text += text;
        else append({ type: 'text', text });
      },
      onclosetag() {
        stack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

function textContent(nodes: readonly HtmlNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : textContent(node.children))).join('');
}

/** The text of an HTML fragment with tags dropped and entities decoded (types with links, for example). */
export function htmlToText(html: string): string {
  return textContent(parseHtml(html));
}

export interface HtmlToMarkdownOptions {
  origin: string;
  /** Address of the page the HTML belongs to, for `#anchor` links. */
  pageUrl: string;
}

const BLOCKS = new Set(['p', 'ul', 'ol', 'pre', 'blockquote', 'div', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'details']);

function isBlock(node: HtmlNode): boolean {
  return node.type === 'element' && BLOCKS.has(node.name);
}

interface Context extends HtmlToMarkdownOptions {
  /** Everything on one line (a table cell): paragraphs and list items run on. */
  singleLine: boolean;
}

function inline(nodes: readonly HtmlNode[], context: Context): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text') return escapeMarkdownText(node.text.replace(/\s+/g, ' '));
      const inner = () => inline(node.children, context);
      switch (node.name) {
        case 'code':
        case 'kbd':
          return inlineCode(textContent(node.children));
        case 'strong':
        case 'b': {
          const text = inner().trim();
          return text ? `**${text}**` : '';
        }
        case 'em':
        case 'i': {
          const text = inner().trim();
          return text ? `_${text}_` : '';
        }
        case 'a': {
          const text = inner().trim();
          const href = node.attributes.href;
          if (!href) return text;
          return `[${text || escapeMarkdownText(href)}](${absoluteHref(href, context.origin, context.pageUrl)})`;
        }
        case 'br':
          return context.singleLine ? ' ' : '\\\n';
        case 'pre':
          return inlineCode(textContent(node.children).trim());
        case 'ul':
        case 'ol':
          return node.children
            .filter((child) => child.type === 'element' && child.name === 'li')
            .map((child, index) => ` ${node.name === 'ol' ? `${index + 1}.` : '•'} ${inline((child as { children: HtmlNode[] }).children, context).trim()}`)
            .join('');
        case 'p':
        case 'div':
          return ` ${inner().trim()} `;
        default:
          return inner();
      }
    })
    .join('');
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 || !line ? line : `${prefix}${line}`))
    .join('\n');
}

function blocks(nodes: readonly HtmlNode[], context: Context): string[] {
  const out: string[] = [];
  let run: HtmlNode[] = [];
  const flushRun = () => {
    const text = inline(run, context).replace(/[ \t]+/g, ' ').trim();
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    flushRun();
    const element = node as HtmlNode & { type: 'element' };
    switch (element.name) {
      case 'ul':
      case 'ol': {
        const items = element.children.filter((child): child is HtmlNode & { type: 'element' } => child.type === 'element' && child.name === 'li');
        out.push(
          items
            .map((item, index) => {
              const marker = element.name === 'ol' ? `${index + 1}. ` : '- ';
              return `${marker}${indent(blocks(item.children, context).join('\n\n'), ' '.repeat(marker.length))}`;
            })
            .join('\n'),
        );
        break;
      }
      case 'pre': {
        const language = /language-(\S+)/.exec(`${element.attributes.class ?? ''} ${textClass(element)}`)?.[1] ?? '';
        out.push(fencedCode(textContent(element.children), language === 'text' ? '' : language));
        break;
      }
      case 'blockquote':
        out.push(
          blocks(element.children, context)
            .join('\n\n')
            .split('\n')
            .map((line) => (line ? `> ${line}` : '>'))
            .join('\n'),
        );
        break;
      default: {
        const heading = /^h([1-6])$/.exec(element.name);
        if (heading) {
          const text = inline(element.children, context).trim();
          if (text) out.push(`${'#'.repeat(Number(heading[1]))} ${text}`);
        } else {
          out.push(...blocks(element.children, context));
        }
      }
    }
  }
  flushRun();
  return out;
}

function textClass(element: HtmlNode & { type: 'element' }): string {
  const code = element.children.find((child) => child.type === 'element' && child.name === 'code');
  return code && code.type === 'element' ? (code.attributes.class ?? '') : '';
}

/** Block Markdown: paragraphs separated by blank lines, lists, fenced code. */
export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions): string {
  return blocks(parseHtml(html), { ...options, singleLine: false }).join('\n\n');
}

/** The same on one line, for a table cell or a sentence: paragraphs and list items run on. */
export function htmlToInlineMarkdown(html: string, options: HtmlToMarkdownOptions): string {
  return inline(parseHtml(html), { ...options, singleLine: true })
    .replace(/\s+/g, ' ')
    .trim();
}

import Prism from 'prismjs';
// Grammars are imported one by one (in dependency order) rather than through Prism's
// `loadLanguages`, whose dynamic require a bundler cannot follow.
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-yaml';
import { escapeHtml } from '../../shared/utils/escapeHtml';

const ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  html: 'markup',
  xml: 'markup',
  yml: 'yaml',
};

export function resolveLanguage(language: string): string | null {
  const name = ALIASES[language] ?? language;
  return Prism.languages[name] ? name : null;
}

/** Highlighted HTML for a code sample; unknown languages are escaped as plain text. */
export function highlightCode(code: string, language: string): string {
  const name = resolveLanguage(language);
  if (!name) return escapeHtml(code);
  return Prism.highlight(code, Prism.languages[name], name);
}

import ts from 'typescript';

const PREVIEW_MAX_LINES = 16;

/** Layout wrappers that say nothing about the component being shown. */
const WRAPPERS = new Set(['div', 'Box', 'Stack', 'LocalizationProvider', 'DemoContainer', 'DemoItem']);

type JsxNode = ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment;

function isJsx(node: ts.Node): node is JsxNode {
  return ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);
}

function unparenthesize(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? unparenthesize(node.expression) : node;
}

/** The JSX the default export returns (last `return` of its body, or an arrow's expression body). */
function renderedJsx(source: ts.SourceFile): JsxNode | null {
  let body: ts.ConciseBody | undefined;
  for (const statement of source.statements) {
    const isDefault = ts.isFunctionDeclaration(statement) && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
    if (isDefault) body = statement.body;
  }
  if (!body) return null;
  if (!ts.isBlock(body)) {
    const expression = unparenthesize(body);
    return isJsx(expression) ? expression : null;
  }
  const last = [...body.statements].reverse().find(ts.isReturnStatement);
  const returned = last?.expression ? unparenthesize(last.expression) : null;
  return returned && isJsx(returned) ? returned : null;
}

function meaningfulChildren(node: ts.JsxElement | ts.JsxFragment): ts.JsxChild[] {
  return node.children.filter((child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces));
}

function tagName(node: JsxNode): string | null {
  if (ts.isJsxFragment(node)) return null;
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  return opening.tagName.getText();
}

function declaresComponent(source: ts.SourceFile, name: string): boolean {
  return source.statements.some(
    (statement) =>
      (ts.isFunctionDeclaration(statement) && statement.name?.text === name) ||
      (ts.isVariableStatement(statement) && statement.declarationList.declarations.some((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name)),
  );
}

/** Removes the indentation the lines share, so the preview starts at column 0. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}

/**
 * A short view of what the demo renders: the returned JSX with its outer layout wrappers taken
 * off. `null` when there is no such JSX or it is longer than 16 lines (the full source is better).
 */
export function jsxPreview(tsSource: string, fileName = 'Demo.tsx'): string | null {
  const source = ts.createSourceFile(fileName, tsSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const root = renderedJsx(source);
  if (!root) return null;
  // `<Inner key={…} />`, an element of a component the same file declares, shows nothing of the
  // demo's own JSX (a demo that mounts its body again, keyed, once it runs in the browser).
  if (ts.isJsxSelfClosingElement(root) && declaresComponent(source, root.tagName.getText(source))) return null;

  let nodes: ts.Node[] = [root];
  while (nodes.length === 1 && isJsx(nodes[0])) {
    const node = nodes[0];
    const name = tagName(node);
    if (ts.isJsxSelfClosingElement(node) || (name !== null && !WRAPPERS.has(name))) break;
    const children = meaningfulChildren(node as ts.JsxElement | ts.JsxFragment);
    if (children.length === 0) break;
    nodes = children;
  }

  const text = nodes
    .map((node) => {
      const start = node.getStart(source);
      // Re-indent from the start of the node's line so continuation lines keep their shape.
      const lineStart = tsSource.lastIndexOf('\n', start - 1) + 1;
      return ' '.repeat(start - lineStart) + tsSource.slice(start, node.getEnd());
    })
    .join('\n');
  const preview = dedent(text).trim();
  return preview.split('\n').length <= PREVIEW_MAX_LINES ? preview : null;
}

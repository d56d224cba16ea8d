/** @jest-environment jsdom */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { render, screen } from '@testing-library/react';
import { compileDemo, DemoCodeError } from '../../src/demos/live/compileDemo';

const scope = {
  react: { __esModule: true, ...React },
  'react/jsx-runtime': { __esModule: true, ...jsxRuntime },
  'fake-ui': { __esModule: true, default: ({ children }: { children: React.ReactNode }) => <strong>{children}</strong>, label: 'Shelf' },
};

describe('compiling edited demo code', () => {
  it('runs the TypeScript variant with the modules the demo imported', () => {
    const Demo = compileDemo(
      `import * as React from 'react';
import Strong, { label } from 'fake-ui';

interface Props { count?: number }

export default function Demo({ count = 2 }: Props) {
  const [value] = React.useState<number>(count);
  return <Strong>{label}: {value}</Strong>;
}
`,
      'TS',
      scope,
    );
    render(<Demo />);
    expect(screen.getByText('Shelf: 2').tagName).toBe('STRONG');
  });

  it('runs the JavaScript variant', () => {
    const Demo = compileDemo("import Strong from 'fake-ui';\nexport default function Demo() { return <Strong>js</Strong>; }\n", 'JS', scope);
    render(<Demo />);
    expect(screen.getByText('js')).toBeInTheDocument();
  });

  it('explains syntax errors, foreign imports and a missing default export', () => {
    expect(() => compileDemo('export default function Demo() { return <div>; }', 'JS', scope)).toThrow(DemoCodeError);
    expect(() => compileDemo("import x from 'lodash';\nexport default function Demo() { return null; }", 'JS', scope)).toThrow(
      '"lodash" cannot be imported here: the live editor offers the modules the demo imported (react, react/jsx-runtime, fake-ui)',
    );
    expect(() => compileDemo('export const Demo = () => null;', 'JS', scope)).toThrow('The demo must export a component as its default export');
    expect(() => compileDemo('throw new Error("boom");', 'JS', scope)).toThrow(new DemoCodeError('boom'));
  });
});

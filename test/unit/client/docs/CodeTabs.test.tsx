/** @jest-environment jsdom */
import * as React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { CodeTabs } from '../../../../src/client/docs/CodeTabs';
import { renderWithProviders } from '../../support/renderWithProviders';

beforeEach(() => window.localStorage.clear());

describe('CodeTabs', () => {
  const tabs = [
    { name: 'npm', language: 'bash', code: 'npm i a\n', html: '<pre>npm i a</pre>' },
    { name: 'yarn', language: 'bash', code: 'yarn add a\n', html: '<pre>yarn add a</pre>' },
  ];

  it('keeps every group with the same storage key on the chosen tab', () => {
    renderWithProviders(
      <>
        <CodeTabs storageKey="package-manager" tabs={tabs} />
        <CodeTabs storageKey="package-manager" tabs={tabs} />
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', { name: 'yarn' })[0]);
    expect(window.localStorage.getItem('codeblock-package-manager')).toBe('yarn');
    for (const panel of screen.getAllByRole('tabpanel')) expect(panel).toHaveTextContent('yarn add a');
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem('codeblock-package-manager', 'yarn');
    renderWithProviders(<CodeTabs storageKey="package-manager" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
  });
});

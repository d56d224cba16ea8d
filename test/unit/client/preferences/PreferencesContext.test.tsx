/** @jest-environment jsdom */
import * as React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { usePreferences } from '../../../../src/client/preferences/PreferencesContext';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('code preferences', () => {
  function Probe() {
    const { codeVariant, setCodeVariant, codeStyling, setCodeStyling } = usePreferences();
    return (
      <>
        <output data-testid="variant">{codeVariant}</output>
        <output data-testid="styling">{codeStyling}</output>
        <button onClick={() => setCodeVariant('JS')}>js</button>
        <button onClick={() => setCodeStyling('Tailwind')}>tailwind</button>
      </>
    );
  }

  it('defaults to TS and MUI System, then stores choices in one-year cookies', () => {
    document.cookie = 'codeVariant=; max-age=0; path=/';
    document.cookie = 'codeStyling=; max-age=0; path=/';
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('variant')).toHaveTextContent('TS');
    expect(screen.getByTestId('styling')).toHaveTextContent('MUI System');
    fireEvent.click(screen.getByRole('button', { name: 'js' }));
    fireEvent.click(screen.getByRole('button', { name: 'tailwind' }));
    expect(screen.getByTestId('variant')).toHaveTextContent('JS');
    expect(screen.getByTestId('styling')).toHaveTextContent('Tailwind');
    expect(document.cookie).toContain('codeVariant=JS');
    expect(document.cookie).toContain('codeStyling=Tailwind');
  });
});

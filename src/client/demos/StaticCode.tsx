import type { CodeVariant } from '../../shared/preferences/codePreferences';

interface StaticCodeProps {
  html: string;
  variant: CodeVariant;
  label: string;
  /** Editable demos turn into the editor on the first focus or click. */
  onStartEditing?: () => void;
}

/** Build-time highlighted source; also what shows while the editor loads. */
export function StaticCode({ html, variant, label, onStartEditing }: StaticCodeProps) {
  return (
    // Focusable so keyboard users can scroll (and, when editable, edit) it; named so focus
    // announces what it is. A plain <pre> may not carry a name, a group may, and unlike a region
    // it adds no landmark per demo.
    <pre
      tabIndex={0}
      role="group"
      aria-label={label}
      className={variant === 'JS' ? 'language-jsx' : 'language-tsx'}
      onFocus={onStartEditing}
      onMouseDown={onStartEditing}
    >
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}

import './prismManual';
import * as React from 'react';
import Prism from 'prismjs';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import Editor from 'react-simple-code-editor';
import type { CodeVariant } from '../../../shared/preferences/codePreferences';
import styles from '../DemoBox.module.css';

interface LiveEditorProps {
  code: string;
  variant: CodeVariant;
  labels: { editor: string; tabHint: string };
  onChange: (code: string) => void;
  /** Take the focus when shown: it replaces code the reader just clicked or focused. */
  autoFocus?: boolean;
}

/** The demo's source as an editable, highlighted text area; loaded when the reader starts editing. */
export default function LiveEditor({ code, variant, labels, onChange, autoFocus = true }: LiveEditorProps) {
  const language = variant === 'TS' ? 'tsx' : 'jsx';
  const wrapper = React.useRef<HTMLDivElement>(null);
  const id = React.useId();

  // The editor replaces the static code the reader just clicked or focused: keep them typing.
  React.useEffect(() => {
    if (autoFocus) wrapper.current?.querySelector('textarea')?.focus({ preventScroll: true });
    // Only on mount: later changes of the prop must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={wrapper} className={styles.editor} data-live-editor={variant}>
      <label htmlFor={`${id}-input`} className="docs-visually-hidden">
        {labels.editor}
      </label>
      {/* Tab indents code; Escape leaves, and Ctrl+M (the editor's own shortcut) lets Tab move focus. */}
      <span id={`${id}-hint`} className="docs-visually-hidden">
        {labels.tabHint}
      </span>
      <Editor
        value={code}
        onValueChange={onChange}
        highlight={(text) => Prism.highlight(text, Prism.languages[language], language)}
        padding={16}
        textareaId={`${id}-input`}
        aria-describedby={`${id}-hint`}
        className={styles.editorArea}
        textareaClassName={styles.editorText}
        preClassName={`language-${language}`}
      />
    </div>
  );
}

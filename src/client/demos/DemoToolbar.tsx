import * as React from 'react';
import {
  CheckIcon,
  CodeIcon,
  CodeSandboxIcon,
  CopyIcon,
  FocusIcon,
  GitHubIcon,
  LinkIcon,
  MoreIcon,
  ResetIcon,
  StackBlitzIcon,
} from '../app/icons';
import { useTranslate } from '../app/PageContext';
import type { CodeVariant } from '../../shared/preferences/codePreferences';
import { rovingIndex } from '../../shared/demos/codePanelState';
import { DemoMoreMenu } from './DemoMoreMenu';
import styles from './DemoBox.module.css';
import type { SandboxService } from './sandbox/openSandbox';

const COPY_ICON_MS = 1000;

interface DemoToolbarProps {
  demoName: string;
  variant: CodeVariant;
  onVariant: (variant: CodeVariant) => void;
  codeLabel: string;
  codeExpanded: boolean;
  onToggleCode: () => void;
  /** The reader is about to use the toolbar (pointer over it, or focus in it): a moment to fetch what it needs. */
  onIntent: () => void;
  onOpenSandbox: (service: SandboxService) => void;
  onCopy: () => Promise<boolean>;
  onCopyLink: (variant: CodeVariant) => Promise<boolean>;
  onResetFocus: () => void;
  onReset: () => void;
  codeId: string;
  /** The demo's source file in the repository, at the documented version. */
  sourceUrl: string;
}

/** A button that confirms a copy with a check mark for a second. */
function useCopyFeedback(): [string | null, (key: string, copy: () => Promise<boolean>) => void] {
  const [copied, setCopied] = React.useState<string | null>(null);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const run = (key: string, copy: () => Promise<boolean>) => {
    void copy().then((ok) => {
      if (!ok) return;
      setCopied(key);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(null), COPY_ICON_MS);
    });
  };
  return [copied, run];
}

/**
 * The demo's toolbar: one tab stop, arrow keys (and Home / End) move between its controls, as
 * the WAI-ARIA toolbar pattern asks. Every control reports itself to analytics.
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslate();
  const { demoName, variant } = props;
  const toolbar = React.useRef<HTMLDivElement>(null);
  const [active, setActive] = React.useState(0);
  const [copied, runCopy] = useCopyFeedback();

  const controls = () => [...(toolbar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])];
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = controls();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = rovingIndex(event.key, Math.max(current, 0), items.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    items[next]?.focus();
  };
  const onFocus = (event: React.FocusEvent) => {
    props.onIntent();
    const index = controls().indexOf(event.target as HTMLElement);
    if (index !== -1) setActive(index);
  };

  // `index` is the control's place in the toolbar, left to right.
  const item = (action: string, index: number) => {
    return {
      'data-toolbar-item': '',
      tabIndex: index === active ? 0 : -1,
      'data-ga-event-category': 'demo',
      'data-ga-event-action': action,
      'data-ga-event-label': `${demoName}.js`,
    };
  };

  const tool = (
    index: number,
    action: string,
    label: string,
    icon: React.ReactNode,
    onClick: () => void,
    extra: Record<string, unknown> = {},
  ) => (
    <button type="button" className={styles.tool} aria-label={label} title={label} onClick={onClick} {...item(action, index)} {...extra}>
      {icon}
    </button>
  );

  return (
    <div ref={toolbar} role="toolbar" aria-label={t('demo.toolbarLabel')} className={styles.toolbar} onKeyDown={onKeyDown} onFocus={onFocus} onPointerEnter={props.onIntent}>
      <div className={styles.variantGroup}>
        {(['JS', 'TS'] as const).map((option, index) => (
          <button
            key={option}
            type="button"
            className={styles.variant}
            aria-pressed={variant === option}
            title={t(option === 'JS' ? 'demo.showJs' : 'demo.showTs')}
            onClick={() => props.onVariant(option)}
            {...item(option === 'JS' ? 'source-js' : 'source-ts', index)}
          >
            {option}
          </button>
        ))}
      </div>
      {tool(2, 'expand', props.codeLabel, <CodeIcon />, props.onToggleCode, {
        'aria-expanded': props.codeExpanded,
        'aria-controls': props.codeId,
      })}
      {tool(3, 'codesandbox', t('demo.codesandbox'), <CodeSandboxIcon />, () => props.onOpenSandbox('codesandbox'))}
      {tool(4, 'stackblitz', t('demo.stackblitz'), <StackBlitzIcon />, () => props.onOpenSandbox('stackblitz'))}
      {tool(5, 'copy', copied === 'source' ? t('demo.copied') : t('demo.copySource'), copied === 'source' ? <CheckIcon /> : <CopyIcon />, () =>
        runCopy('source', props.onCopy), copied === 'source' ? { 'data-copied': '' } : {})}
      <DemoMoreMenu
        label={copied === 'link' ? t('demo.copied') : t('demo.more')}
        icon={copied === 'link' ? <CheckIcon /> : <MoreIcon />}
        demoName={demoName}
        triggerProps={{ ...item('more', 6), ...(copied === 'link' ? { 'data-copied': '' } : {}) }}
        // As on the reference site, the source on GitHub is in this menu: drawn when it opens, its
        // link is not one more address in every demo's HTML (130 characters of a page read as text).
        items={[
          { action: 'github', label: t('demo.github'), icon: <GitHubIcon />, href: props.sourceUrl },
          ...(['JS', 'TS'] as const).map((option) => ({
            action: option === 'JS' ? 'copy-js-source-link' : 'copy-ts-source-link',
            label: t(option === 'JS' ? 'demo.copyJsLink' : 'demo.copyTsLink'),
            icon: <LinkIcon />,
            onSelect: () => runCopy('link', () => props.onCopyLink(option)),
          })),
        ]}
      />
      {tool(7, 'reset-focus', t('demo.resetFocus'), <FocusIcon />, props.onResetFocus)}
      {tool(8, 'reset', t('demo.reset'), <ResetIcon />, props.onReset)}
    </div>
  );
}

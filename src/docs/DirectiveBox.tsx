import styles from './DocsPage.module.css';

/**
 * Stands where a `{{"demo"}}` or `{{"component"}}` directive sits until the demo engine renders
 * it: names what belongs here without pretending to be the demo.
 */
export function DirectiveBox({ kind, name }: { kind: 'demo' | 'component'; name: string }) {
  return (
    <div data-directive={kind} data-demo={kind === 'demo' ? name : undefined} className={styles.directive}>
      {kind === 'demo' ? 'Demo' : 'Component'}: <code>{name}</code>
    </div>
  );
}

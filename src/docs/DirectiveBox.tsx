import styles from './DocsPage.module.css';

/**
 * Stands where a `{{"component"}}` directive sits until the widget it names exists: says what
 * belongs here without pretending to be it.
 */
export function DirectiveBox({ name }: { name: string }) {
  return (
    <div data-directive="component" className={styles.directive}>
      Component: <code>{name}</code>
    </div>
  );
}

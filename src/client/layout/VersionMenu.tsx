import { CheckIcon, ExpandIcon } from '../app/icons';
import { usePageContext, useTranslate } from '../app/PageContext';
import { VERSION_MENU_ID } from '../../shared/nav/shellIds';
import styles from './VersionMenu.module.css';
import { OutlinedButton } from './primitives';

/**
 * Lists this version and the older majors; each entry keeps the reader's page where it can. The
 * list is in the server HTML as a popover of plain links, so the button opens it with no script
 * (the browser gives light dismiss, Escape and the expanded state), before the page's code runs.
 */
export function VersionMenu() {
  const { productIdentifier } = usePageContext();
  const t = useTranslate();
  const current = productIdentifier.versions.find((version) => version.current);

  return (
    <>
      <OutlinedButton id="version-menu-button" className={styles.button} popoverTarget={VERSION_MENU_ID} aria-label={`${t('versions')}: ${current?.text ?? ''}`}>
        {current?.text}
        <ExpandIcon />
      </OutlinedButton>
      <nav id={VERSION_MENU_ID} popover="auto" aria-labelledby="version-menu-button" className={styles.menu}>
        <ul className={styles.list}>
          {productIdentifier.versions.map((version) => (
            <li key={version.text}>
              <a className={styles.item} href={version.href} aria-current={version.current ? 'page' : undefined}>
                {version.text}
                {version.current ? <CheckIcon className={styles.check} /> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

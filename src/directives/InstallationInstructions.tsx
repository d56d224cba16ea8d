import { CodeTabs } from '../docs/CodeTabs';
import type { InstallationProps } from './directiveProps';
import styles from './InstallationInstructions.module.css';

/**
 * `{{"component": "InstallationInstructions", "packages": ["@mui/x-data-grid"]}}`: the install
 * command per package manager (tabs shared with every `package-manager` code block) and the peer
 * dependencies the packages declare.
 */
export function InstallationInstructions({ tabs, peers }: InstallationProps) {
  return (
    <div className={styles.root}>
      <CodeTabs storageKey="package-manager" tabs={tabs} />
      {peers.length ? (
        <div className={styles.peers}>
          <p className={styles.peersTitle}>Peer dependencies, which your app may already have:</p>
          <ul className={styles.peerList}>
            {peers.map((peer) => (
              <li key={peer.name}>
                <code>{peer.name}</code> <span className={styles.range}>{peer.range}</span>
                {peer.optional ? <span className={styles.optional}> (optional)</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

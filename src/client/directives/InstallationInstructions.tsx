import { CodeTabs } from '../docs/CodeTabs';
import type { InstallationProps, PeerDependency } from '../../shared/directives/directiveProps';
import styles from './InstallationInstructions.module.css';

/** The peer dependencies the packages declare, under their install command. */
export function PeerDependencies({ peers }: { peers: PeerDependency[] }) {
  return (
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
  );
}

/**
 * `{{"component": "InstallationInstructions", "packages": ["@mui/x-data-grid"]}}`: the install
 * command per package manager (tabs shared with every `package-manager` code block) and the peer
 * dependencies the packages declare. On a page the build splits it (`prerenderDirectives`): the
 * tabs become a code-tab group the page already knows how to draw, the peers HTML.
 */
export function InstallationInstructions({ tabs, peers }: InstallationProps) {
  return (
    <>
      <CodeTabs storageKey="package-manager" tabs={tabs} />
      {peers.length ? <PeerDependencies peers={peers} /> : null}
    </>
  );
}

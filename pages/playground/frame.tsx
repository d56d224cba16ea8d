import type { GetStaticProps } from 'next';
import { PlaygroundFrame } from '../../src/client/playground/PlaygroundFrame';

export default function PlaygroundFrameRoute() {
  return <PlaygroundFrame />;
}

// No strings and no page context: the frame draws only the code it is sent.
export const getStaticProps: GetStaticProps<Record<string, never>> = async () => ({ props: {} });

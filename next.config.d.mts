// Types for the TypeScript scripts that read the build's resolved settings (scripts/build-hosting.ts).
import type { NextConfig } from 'next';

declare const nextConfig: NextConfig;
export default nextConfig;

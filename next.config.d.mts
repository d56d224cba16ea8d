// Types for the TypeScript scripts that read the build's resolved settings (scripts/build-hosting.ts).
import type { NextConfig } from 'next';

export declare const nextConfig: NextConfig;
export default function config(phase: string): NextConfig;

// Types for scripts/serve-static.mjs, a plain Node script (it runs before any build step), so that
// the unit tests that try its rules are type-checked.
import type { Server } from 'node:http';

export interface RedirectLine {
  from: string;
  to: string;
  status: number;
}

export const SAFE_SPLAT: RegExp;
export const MARKDOWN_ACCEPT: RegExp;
export function requestPath(url: string): string | null;
export function resolveRequest(root: string, pathname: string): { status: number; file?: string; location?: string };
export function parseRedirects(text: string): RedirectLine[];
export function findRedirect(rules: readonly RedirectLine[], pathname: string): { status: number; location: string } | null;
export function parseHeaders(text: string): { path: string; headers: Record<string, string> }[];
export function headersFor(rules: readonly { path: string; headers: Record<string, string> }[], pathname: string): Record<string, string>;
export function createStaticServer(root: string): Server;

/** The fixture site of the MCP server's tests (test/fixtures/mcp-site/), read as the server reads it. */
import fs from 'node:fs';
import path from 'node:path';
import type { AgentIndex } from '../../../../src/shared/agents/agentIndexFormat';
import { prepareSearchMap, type PreparedSearchMap } from '../../../../src/shared/search/map/prepareSearchMap';
import { parseSearchMap } from '../../../../src/shared/search/map/searchMapFormat';
import { indexDocs, parseAgentIndex, type DocsIndex } from '../../../../src/node/mcp/docsIndex';

export const FIXTURE_SITE = path.resolve(__dirname, '../../../fixtures/mcp-site');

/** A file of the fixture site by its site path, parsed. */
export const fixtureJson = (sitePath: string): unknown => JSON.parse(fs.readFileSync(path.join(FIXTURE_SITE, sitePath), 'utf8'));

export const fixtureText = (sitePath: string): string => fs.readFileSync(path.join(FIXTURE_SITE, sitePath), 'utf8');

/** A fresh copy each call, so a test may change it. */
export const fixtureIndex = (): AgentIndex => parseAgentIndex(fixtureJson('/x/agent-index.json'));

export const fixtureDocs = (origin: string | null = null): DocsIndex => indexDocs(fixtureIndex(), origin);

export const fixtureSearchMap = (): PreparedSearchMap => prepareSearchMap(parseSearchMap(fixtureJson('/x/search-map.json')));

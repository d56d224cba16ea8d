import type { PromptResponse } from '@mui/x-data-grid-premium';

/**
 * A stand-in for a language-model prompt service, used by the demos of this page.
 *
 * It runs in the browser, never touches the network, and understands a few fixed phrasings.
 * Like a real service, it only knows the columns from the prompt context that the grid builds
 * (field, description, examples, type, filter operators), and it remembers each conversation
 * so that a follow-up prompt refines the previous answer instead of replacing it.
 */

/** One entry of the prompt context, as the grid serialises it. */
export interface PromptContextColumn {
  field: string;
  description: string | null;
  examples: unknown[];
  type: string;
  allowedOperators: string[];
}

type AggregationFunction = 'avg' | 'sum' | 'min' | 'max' | 'size';

/** The phrasings the fake service understands, to show to the reader. */
export const FAKE_SERVICE_PHRASES = [
  'sort by <column> [ascending | descending]',
  'only <value>   (e.g. only orders from Germany)',
  'group by <column>',
  'total | average | highest | lowest <column> by <column>',
  'select the top <n> by <column>',
  'pivot <column> by <column> across <column>',
  'start over',
];

const NOUNS = new Set([
  'orders',
  'order',
  'rows',
  'items',
  'item',
  'flights',
  'flight',
  'invoices',
  'products',
  'warehouse',
  'the',
  'from',
  'in',
  'to',
  'with',
  'by',
  'of',
  'for',
]);

const AGGREGATION_WORDS: Record<string, AggregationFunction> = {
  total: 'sum',
  sum: 'sum',
  average: 'avg',
  avg: 'avg',
  highest: 'max',
  max: 'max',
  lowest: 'min',
  min: 'min',
};

function emptyResponse(conversationId: string): PromptResponse {
  return {
    conversationId,
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
  };
}

/** Splits `unitPrice` into `unit price` so that words of a prompt can match it. */
function words(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function findColumn(columns: PromptContextColumn[], phrase: string): PromptContextColumn {
  const wanted = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !NOUNS.has(word));
  if (wanted.length === 0) {
    throw new Error('The prompt does not name a column.');
  }
  const byField = columns.find((column) =>
    wanted.every((word) => words(column.field).includes(word)),
  );
  if (byField) {
    return byField;
  }
  const byDescription = columns.find((column) =>
    wanted.every((word) => (column.description ?? '').toLowerCase().includes(word)),
  );
  if (byDescription) {
    return byDescription;
  }
  throw new Error(`No column matches "${wanted.join(' ')}".`);
}

function filterFor(columns: PromptContextColumn[], phrase: string) {
  const value = phrase
    .split(/\s+/)
    .filter((word) => word && !NOUNS.has(word.toLowerCase()))
    .join(' ');
  for (const column of columns) {
    const example = column.examples.find(
      (item) => typeof item === 'string' && item.toLowerCase() === value.toLowerCase(),
    );
    if (typeof example === 'string') {
      let operator = column.allowedOperators[0] ?? 'equals';
      if (column.allowedOperators.includes('is')) {
        operator = 'is';
      } else if (column.allowedOperators.includes('equals')) {
        operator = 'equals';
      }
      return { column: column.field, operator, value: example };
    }
  }
  throw new Error(
    `No column lists "${value}" among its examples, so the service cannot tell which column to filter.`,
  );
}

function resolve(
  prompt: string,
  columns: PromptContextColumn[],
  previous: PromptResponse,
): PromptResponse {
  const text = prompt.trim().replace(/[.!?]+$/, '');
  const lower = text.toLowerCase();
  const next: PromptResponse = { ...previous, select: -1 };

  if (/^(delete|remove|erase|drop|edit|update|change)\b/.test(lower)) {
    throw new Error(
      'The assistant only changes how rows are shown (sorting, filtering, grouping, aggregation, pivoting); it cannot modify data.',
    );
  }

  if (/^(start over|reset|clear|show everything)$/.test(lower)) {
    return emptyResponse(previous.conversationId);
  }

  let match = /^sort by (.+?)(?:\s+(ascending|descending|asc|desc))?$/.exec(lower);
  if (match) {
    const column = findColumn(columns, match[1]);
    const direction = match[2]?.startsWith('desc') ? 'desc' : 'asc';
    return { ...next, sorting: [{ column: column.field, direction }] };
  }

  match = /^(?:show )?only (.+)$/i.exec(text);
  if (match) {
    const filter = filterFor(columns, match[1]);
    return {
      ...next,
      filters: [...previous.filters.filter((item) => item.column !== filter.column), filter],
    };
  }

  match = /^group by (.+)$/.exec(lower);
  if (match) {
    const column = findColumn(columns, match[1]);
    return { ...next, grouping: [{ column: column.field }], aggregation: {}, pivoting: {} };
  }

  match = /^(total|sum|average|avg|highest|max|lowest|min) (?:of )?(.+?) (?:by|per) (.+)$/.exec(
    lower,
  );
  if (match) {
    const value = findColumn(columns, match[2]);
    const group = findColumn(columns, match[3]);
    return {
      ...next,
      grouping: [{ column: group.field }],
      aggregation: { [value.field]: AGGREGATION_WORDS[match[1]] },
      pivoting: {},
    };
  }

  match = /^select (?:the )?top (\d+)(?: \w+)? by (.+)$/.exec(lower);
  if (match) {
    const column = findColumn(columns, match[2]);
    return {
      ...next,
      grouping: [],
      pivoting: {},
      sorting: [{ column: column.field, direction: 'desc' }],
      select: Number(match[1]),
    };
  }

  match = /^pivot (.+?) by (.+?) across (.+)$/.exec(lower);
  if (match) {
    const value = findColumn(columns, match[1]);
    const rows = findColumn(columns, match[2]);
    const across = findColumn(columns, match[3]);
    return {
      ...next,
      pivoting: {
        rows: [rows.field],
        columns: [{ column: across.field, direction: 'asc' }],
        values: [{ [value.field]: 'sum' }],
      },
    };
  }

  throw new Error(`The demo service does not understand "${text}". Try a phrasing listed on this page.`);
}

export interface FakePromptServiceOptions {
  /** Milliseconds before the answer arrives. */
  latency?: number;
  /** Conversations the service already knows, by id, with the last answer of each. */
  knownConversations?: Record<string, PromptResponse>;
}

/**
 * Returns a function with the signature of the grid's `onPrompt` prop.
 * Each call of `createFakePromptService()` has its own conversation memory.
 */
export function createFakePromptService({
  latency = 900,
  knownConversations = {},
}: FakePromptServiceOptions = {}) {
  const memory = new Map<string, PromptResponse>(Object.entries(knownConversations));
  let conversationCount = 0;

  return function fakePromptService(
    prompt: string,
    promptContext: string,
    conversationId?: string,
  ): Promise<PromptResponse> {
    return new Promise((resolvePromise, reject) => {
      setTimeout(() => {
        try {
          const columns = JSON.parse(promptContext) as PromptContextColumn[];
          let id = conversationId;
          if (!id || !memory.has(id)) {
            conversationCount += 1;
            id = id ?? `conversation-${conversationCount}`;
          }
          const previous = memory.get(id) ?? emptyResponse(id);
          const response = resolve(prompt, columns, previous);
          memory.set(id, response);
          // Hand out a copy: the grid may adjust the object it receives.
          resolvePromise(JSON.parse(JSON.stringify(response)) as PromptResponse);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, latency);
    });
  };
}

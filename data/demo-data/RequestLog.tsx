import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { describeRequest, type OrderQuery, type ServerLogEntry } from './fakeOrderServer';

export interface RequestLogProps {
  /** The server's log as `useServerLog` returns it, newest first. */
  entries: readonly ServerLogEntry[];
  /** Which params of each request to show. */
  keys: Array<keyof OrderQuery | 'paginationModel'>;
  /** Height of the box in px; the log scrolls inside it. */
  height?: number;
  sx?: SxProps<Theme>;
}

/**
 * What the grid asked the fake server for, oldest at the top. A new request is added at the
 * bottom and the box follows it, unless the reader has scrolled up to read an older line: lines
 * already on screen never move, so a request that arrives on its own does not shift the page.
 * Each request is a line of its own, so an answer filling in its line leaves the others in place,
 * and the log reads left to right on a right-to-left page too, as code does.
 */
export function RequestLog({ entries, keys, height = 110, sx }: RequestLogProps) {
  const box = React.useRef<HTMLPreElement>(null);
  const following = React.useRef(true);

  React.useLayoutEffect(() => {
    if (box.current && following.current) box.current.scrollTop = box.current.scrollHeight;
  }, [entries]);

  const oldestFirst = [...entries].reverse();

  return (
    <Box
      component="pre"
      ref={box}
      dir="ltr"
      tabIndex={0}
      role="region"
      aria-label="Server request log"
      onScroll={() => {
        const element = box.current;
        if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 4;
      }}
      sx={[
        {
          m: 0,
          p: 1,
          height,
          overflow: 'auto',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {oldestFirst.length === 0
        ? 'No request yet.'
        : oldestFirst.map((entry) => (
            <Box component="span" key={entry.id} sx={{ display: 'block' }}>
              {describeRequest(entry, keys)}
            </Box>
          ))}
    </Box>
  );
}

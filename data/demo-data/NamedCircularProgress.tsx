import * as React from 'react';
import CircularProgress, {
  type CircularProgressProps,
} from '@mui/material/CircularProgress';

/**
 * The spinner a grid shows in a group cell while that group's rows are on their way, with a
 * name. The grid draws it without one (8.8.0), so screen readers met an unnamed progress bar.
 * Pass it as `slots.baseCircularProgress`.
 */
export function NamedCircularProgress(props: CircularProgressProps) {
  return <CircularProgress aria-label="Loading rows" {...props} />;
}

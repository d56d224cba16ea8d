import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Stands where a `{{"demo"}}` or `{{"component"}}` directive sits until the demo engine renders
 * it: names what belongs here without pretending to be the demo.
 */
export function DirectiveBox({ kind, name }: { kind: 'demo' | 'component'; name: string }) {
  return (
    <Box
      data-directive={kind}
      data-demo={kind === 'demo' ? name : undefined}
      sx={{ mb: 2, p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 3, color: 'text.secondary' }}
    >
      <Typography variant="body2">
        {kind === 'demo' ? 'Demo' : 'Component'}: <code>{name}</code>
      </Typography>
    </Box>
  );
}

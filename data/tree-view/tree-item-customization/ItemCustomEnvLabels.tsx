import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const environment: TreeViewBaseItem[] = [
  {
    id: 'env-production',
    label: 'production',
    children: [
      { id: 'var-db-url', label: 'DATABASE_URL' },
      { id: 'var-stripe-key', label: 'STRIPE_SECRET_KEY' },
      { id: 'var-log-level', label: 'LOG_LEVEL' },
    ],
  },
  {
    id: 'env-staging',
    label: 'staging',
    children: [{ id: 'var-staging-token', label: 'SENTRY_AUTH_TOKEN' }],
  },
];

const isSecret = (label: string) => /KEY|TOKEN|URL/.test(label);

export default function ItemCustomEnvLabels() {
  return (
    <Box sx={{ width: '100%', minHeight: 230 }}>
      <RichTreeView
        aria-label="Environment variables"
        items={environment}
        defaultExpandedItems={['env-production', 'env-staging']}
        slotProps={{
          // A function of the item: each variable's label gets its own props.
          item: ({ itemId, label }) => ({
            slotProps: {
              label: itemId.startsWith('var-')
                ? {
                    title: isSecret(label) ? `${label} (secret, value hidden)` : label,
                    sx: {
                      fontFamily: 'monospace',
                      fontStyle: isSecret(label) ? 'italic' : 'normal',
                    },
                  }
                : { sx: { fontWeight: 600 } },
            },
          }),
        }}
      />
    </Box>
  );
}

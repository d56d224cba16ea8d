import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const months = ['2025-01', '2025-02', '2025-03'];
const invoicesByMonth: Record<string, string[]> = {
  '2025-01': ['INV-1001', 'INV-1002', 'INV-1003', 'INV-1004', 'INV-1005'],
  '2025-02': ['INV-1006', 'INV-1007', 'INV-1008', 'INV-1009'],
  '2025-03': ['INV-1010', 'INV-1011', 'INV-1012', 'INV-1013', 'INV-1014', 'INV-1015'],
};

export default function SimpleItemsDomElement() {
  const apiRef = useTreeViewApiRef();
  const [found, setFound] = React.useState('No element read yet.');

  const reveal = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    if (!element) {
      setFound(`${itemId}: no element (is its month collapsed?)`);
      return;
    }
    element.scrollIntoView({ block: 'nearest' });
    setFound(`${itemId}: <${element.tagName.toLowerCase()} role="${element.getAttribute('role')}">`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => reveal('INV-1015')}>
          Scroll to INV-1015
        </Button>
        <Button size="small" variant="outlined" onClick={() => reveal('INV-1007')}>
          Scroll to INV-1007
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        {found}
      </Typography>
      <Box
        role="region"
        aria-label="Invoices by month"
        tabIndex={0}
        sx={{ height: 220, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <SimpleTreeView aria-label="Invoices" apiRef={apiRef} defaultExpandedItems={['2025-01', '2025-03']}>
          {months.map((month) => (
            <TreeItem key={month} itemId={month} label={`Invoices of ${month}`}>
              {invoicesByMonth[month].map((invoice) => (
                <TreeItem key={invoice} itemId={invoice} label={invoice} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

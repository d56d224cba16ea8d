import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRowParams,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expandedRowIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyOpen = expandedRowIds.size > 0;

  const handleClick = () => {
    if (anyOpen) {
      apiRef.current.setExpandedDetailPanels(new Set());
      return;
    }
    // Only rows that have a panel: the cache holds null for the others.
    const withPanel = gridDataRowIdsSelector(apiRef).filter((id) =>
      React.isValidElement(contentCache[id]),
    );
    apiRef.current.setExpandedDetailPanels(new Set(withPanel));
  };

  const label = anyOpen ? 'Close all panels' : 'Open all panels';
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={handleClick}>
        {anyOpen ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
}

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader /> },
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
];

function Contract({ employee }: { employee: Employee }) {
  return (
    <Box sx={{ px: 2, py: 1, display: 'grid', gap: 0.5, typography: 'body2' }}>
      <span>
        {employee.email} · {employee.office}
        {employee.remote ? ', remote' : ''}
      </span>
      <span>Salary: {currency.format(employee.salary)} a year</span>
    </Box>
  );
}

export default function TeamExpandAllGrid() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Employee>) => <Contract employee={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 72, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}

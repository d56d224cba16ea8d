import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  GridColDef,
  GridGroupingColDefOverride,
  GridRenderCellParams,
  GridGroupNode,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { flights, type Flight, type FlightStatus } from '@docs/demo-data';

const statusColor: Record<FlightStatus, string> = {
  Scheduled: 'grey.500',
  Boarding: 'info.main',
  Departed: 'success.main',
  Delayed: 'warning.main',
  Cancelled: 'error.main',
};

function StatusGroupCell(props: GridRenderCellParams<Flight>) {
  const { rowNode, id } = props;
  const apiRef = useGridApiContext();
  if (rowNode.type !== 'group') {
    return <span>{props.row.flightNumber}</span>;
  }
  const group = rowNode as GridGroupNode;
  const status = String(group.groupingKey) as FlightStatus;
  return (
    <Box
      component="button"
      type="button"
      aria-expanded={group.childrenExpanded}
      onClick={() => apiRef.current.setRowChildrenExpansion(id, !group.childrenExpanded)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        border: 0,
        p: 0,
        bgcolor: 'transparent',
        color: 'inherit',
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      <span aria-hidden>{group.childrenExpanded ? '▾' : '▸'}</span>
      <Chip
        size="small"
        variant="outlined"
        label={status}
        // A coloured dot carries the colour; the label keeps the text colour for contrast.
        icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: statusColor[status] }} />}
      />
      <span>
        {group.children.length} {group.children.length === 1 ? 'flight' : 'flights'}
      </span>
    </Box>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'airline', headerName: 'Airline', width: 160 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

const groupingColDef: GridGroupingColDefOverride<Flight> = {
  headerName: 'Flights by status',
  width: 230,
  renderCell: (params) => <StatusGroupCell {...params} />,
};

export default function FlightStatusGroupCellGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={flights}
        columns={columns}
        initialState={{ rowGrouping: { model: ['status'] } }}
        groupingColDef={groupingColDef}
        hideFooter
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import {
  DataGridPro,
  GridActionsCellItem,
  GridBaseIconProps,
  GridColDef,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const tracks: Track[] = [
  { id: 1, title: 'Morning Tide', artist: 'The Harbour Lights', length: '3:42' },
  { id: 2, title: 'Paper Lanterns', artist: 'Mira Solenne', length: '4:05' },
  { id: 3, title: 'Northbound', artist: 'Kestrel Road', length: '3:18' },
  { id: 4, title: 'Glass City', artist: 'Otto Varga', length: '5:01' },
  { id: 5, title: 'Slow Orbit', artist: 'Lune & Ash', length: '4:27' },
  { id: 6, title: 'Last Ferry', artist: 'The Harbour Lights', length: '3:55' },
];

// The slot receives the grid's icon props; all but the free-form colour suit an MUI icon.
function ReorderHandle({ color: _color, ...props }: GridBaseIconProps) {
  return <DragHandleIcon {...props} />;
}

export default function PlaylistMoveButtonsGrid() {
  const apiRef = useGridApiRef();

  // setRowIndex moves a row without a drag: what keyboard and screen reader users need.
  const moveBy = React.useCallback(
    (id: GridRowId, offset: number) => {
      const api = apiRef.current;
      if (!api) return;
      const index = api.getRowIndexRelativeToVisibleRows(id);
      const target = index + offset;
      if (target < 0 || target >= api.getRowsCount()) return;
      api.setRowIndex(id, target);
    },
    [apiRef],
  );

  const columns = React.useMemo<GridColDef<Track>[]>(
    () => [
      { field: 'title', headerName: 'Track', minWidth: 150, flex: 1 },
      { field: 'artist', headerName: 'Artist', width: 170 },
      { field: 'length', headerName: 'Length', width: 80 },
      {
        field: 'move',
        type: 'actions',
        headerName: 'Move',
        width: 100,
        getActions: ({ id, row }) => [
          <GridActionsCellItem key="up" icon={<ArrowUpwardIcon />} label={`Move ${row.title} up`} onClick={() => moveBy(id, -1)} />,
          <GridActionsCellItem key="down" icon={<ArrowDownwardIcon />} label={`Move ${row.title} down`} onClick={() => moveBy(id, 1)} />,
        ],
      },
    ],
    [moveBy],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={tracks}
        columns={columns}
        rowReordering
        slots={{ rowReorderIcon: ReorderHandle }}
        hideFooter
      />
    </Box>
  );
}

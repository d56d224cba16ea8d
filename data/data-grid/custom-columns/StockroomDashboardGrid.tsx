import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import {
  addDays,
  day,
  inventory,
  seededRandom,
  type InventoryCategory,
  type InventoryItem,
} from '@docs/demo-data';

dayjs.extend(utc);

interface StockRow extends InventoryItem {
  /** Units sold in each of the last 12 weeks, oldest first. */
  weeklySales: number[];
  /** The supplier's score, 1 to 5. */
  supplierScore: number;
  /** When the next delivery is due, a calendar day. */
  nextDelivery: Date;
}

const random = seededRandom(912);
const initialRows: StockRow[] = inventory.map((item) => ({
  ...item,
  weeklySales: Array.from({ length: 12 }, () => Math.round(item.reorderLevel * (0.3 + random()))),
  supplierScore: 2 + Math.floor(random() * 4),
  nextDelivery: addDays(day('2025-06-02'), Math.floor(random() * 28)),
}));

const CATEGORY_COLORS: Record<InventoryCategory, 'primary' | 'secondary' | 'success' | 'warning' | 'info'> = {
  Tools: 'primary',
  Fasteners: 'secondary',
  Electrical: 'warning',
  Paint: 'info',
  Garden: 'success',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

function ItemCell({ row }: GridRenderCellParams<StockRow>) {
  return (
    <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {row.name}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {row.sku}
      </Typography>
    </Box>
  );
}

function StockLevelCell({ row }: GridRenderCellParams<StockRow>) {
  // Full bar at three times the reorder level; red below the reorder level.
  const percent = Math.min(100, (row.inStock / (row.reorderLevel * 3)) * 100);
  const low = row.inStock < row.reorderLevel;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="caption" sx={{ color: low ? 'error.main' : 'text.primary' }}>
        {row.inStock} {low ? '(reorder)' : ''}
      </Typography>
      {/* The number above says it all; the bar only repeats it for the eye. */}
      <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Box
          sx={{
            width: `${percent}%`,
            height: '100%',
            borderRadius: 2,
            bgcolor: low ? 'error.main' : 'primary.main',
          }}
        />
      </Box>
    </Box>
  );
}

function DeliveryEditCell(props: GridRenderEditCellParams<StockRow, Date>) {
  const { id, field, value, colDef } = props;
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value ? dayjs.utc(value) : null}
      onChange={(newValue: Dayjs | null) =>
        apiRef.current.setEditCellValue({
          id,
          field,
          value: newValue?.isValid() ? day(newValue.format('YYYY-MM-DD')) : null,
        })
      }
      autoFocus
      format="D MMM"
      slotProps={{
        textField: {
          size: 'small',
          'aria-label': colDef.headerName,
          sx: { '& fieldset': { border: 'none' } },
        },
      }}
    />
  );
}

function ScoreEditCell(props: GridRenderEditCellParams<StockRow, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`${field}-${id}`}
      size="small"
      value={value ?? null}
      onChange={(_event, newValue) => apiRef.current.setEditCellValue({ id, field, value: newValue })}
    />
  );
}

const columns: GridColDef<StockRow>[] = [
  {
    field: 'name',
    headerName: 'Item',
    width: 190,
    display: 'flex',
    renderCell: (params) => <ItemCell {...params} />,
  },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: Object.keys(CATEGORY_COLORS),
    width: 130,
    editable: true,
    display: 'flex',
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.value}
        color={CATEGORY_COLORS[params.value as InventoryCategory]}
      />
    ),
  },
  {
    field: 'inStock',
    headerName: 'Stock',
    type: 'number',
    width: 130,
    editable: true,
    display: 'flex',
    renderCell: (params) => <StockLevelCell {...params} />,
  },
  {
    field: 'weeklySales',
    headerName: 'Sales, 12 weeks',
    width: 150,
    display: 'flex',
    sortComparator: (a: number[], b: number[]) =>
      a.reduce((x, y) => x + y, 0) - b.reduce((x, y) => x + y, 0),
    filterable: false,
    renderCell: (params) => (
      <SparkLineChart data={params.value ?? []} height={36} plotType="bar" showHighlight showTooltip />
    ),
  },
  {
    field: 'supplierScore',
    headerName: 'Supplier',
    type: 'number',
    width: 130,
    align: 'left',
    headerAlign: 'left',
    editable: true,
    display: 'flex',
    renderCell: (params) => <Rating readOnly size="small" value={params.value} />,
    renderEditCell: (params) => <ScoreEditCell {...params} />,
  },
  {
    field: 'nextDelivery',
    headerName: 'Next delivery',
    type: 'date',
    width: 150,
    editable: true,
    valueFormatter: (value: Date) => dateFormat.format(value),
    renderEditCell: (params) => <DeliveryEditCell {...params} />,
    preProcessEditCellProps: (params) => ({ ...params.props, error: !params.props.value }),
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function StockroomDashboardGrid() {
  const [lastSaved, setLastSaved] = React.useState<string | null>(null);

  const processRowUpdate = (newRow: StockRow) => {
    setLastSaved(
      `${newRow.sku}: ${newRow.category}, ${newRow.inStock} in stock, supplier ${newRow.supplierScore}/5, delivery ${dateFormat.format(newRow.nextDelivery)}, ${usd.format(newRow.unitCost)}`,
    );
    return newRow;
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%' }}>
        <Typography variant="body2" sx={{ mb: 1, minHeight: 40 }}>
          {lastSaved ? `Saved ${lastSaved}` : 'Double-click any cell but Item and Sales to edit it.'}
        </Typography>
        <Box sx={{ height: 460 }}>
          <DataGrid
            rows={initialRows}
            columns={columns}
            rowHeight={56}
            processRowUpdate={processRowUpdate}
            showToolbar
            hideFooter
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}

import * as React from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridSortModel,
  useGridApiRef,
} from "@mui/x-data-grid";
import { inventory, type InventoryItem } from "@docs/demo-data";

const columns: GridColDef<InventoryItem>[] = [
  { field: "sku", headerName: "SKU", width: 110 },
  { field: "name", headerName: "Item", flex: 1, minWidth: 180 },
  // The UI cannot sort or filter this column; code still can.
  {
    field: "warehouse",
    headerName: "Warehouse (locked)",
    width: 170,
    sortable: false,
    filterable: false,
  },
  { field: "inStock", headerName: "In stock", type: "number", width: 100 },
];

export default function LockedColumnModels() {
  const apiRef = useGridApiRef();
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: "warehouse", sort: "asc" },
  ]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      {
        id: "warehouse-filter",
        field: "warehouse",
        operator: "equals",
        value: "North",
      },
    ],
  });

  return (
    <Box sx={{ width: "100%" }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: "wrap" }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn("warehouse", "desc")}
        >
          apiRef: sort warehouse desc
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              // Same id: the free grid keeps one filter item.
              id: "warehouse-filter",
              field: "warehouse",
              operator: "equals",
              value: "South",
            })
          }
        >
          apiRef: filter South
        </Button>
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear filter
        </Button>
      </Stack>
      <Box
        sx={{
          mb: 1,
          p: 1,
          borderRadius: 1,
          bgcolor: "action.hover",
          fontFamily: "monospace",
          fontSize: 13,
          overflowWrap: "anywhere",
        }}
      >
        <div>{`sortModel: ${JSON.stringify(sortModel)}`}</div>
        <div>{`filterModel.items: ${JSON.stringify(filterModel.items)}`}</div>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={inventory}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  published: number;
  pages: number;
  available: boolean;
}

const rows: Book[] = [
  { id: 1, title: 'The Lighthouse Keeper', author: 'Ines Marlow', published: 2011, pages: 312, available: true },
  { id: 2, title: 'Rivers of Copper', author: 'Tomas Ekdahl', published: 1998, pages: 455, available: false },
  { id: 3, title: 'A Field Guide to Clouds', author: 'Priya Raman', published: 2019, pages: 208, available: true },
  { id: 4, title: 'Night Trains', author: 'Ada Kowalczyk', published: 2005, pages: 367, available: true },
  { id: 5, title: 'The Salt Orchard', author: 'Jonah Whitfield', published: 2022, pages: 289, available: false },
  { id: 6, title: 'Quiet Engines', author: 'Mei Tanaka', published: 2016, pages: 341, available: true },
  { id: 7, title: 'Letters from the Ridge', author: 'Carlos Ibarra', published: 1987, pages: 176, available: true },
  { id: 8, title: 'Small Astronomy', author: 'Hanna Lind', published: 2020, pages: 254, available: false },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'published', headerName: 'Published', type: 'number', width: 110, valueFormatter: (value) => String(value) },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'available', headerName: 'On the shelf', type: 'boolean', width: 120 },
];

export default function LibraryCatalogGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}

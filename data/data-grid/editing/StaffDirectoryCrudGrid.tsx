import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

type StaffRow = Pick<Employee, 'id' | 'name' | 'role' | 'department' | 'office' | 'remote'> & {
  isNew?: boolean;
};

const initialRows: StaffRow[] = employees
  .slice(0, 8)
  .map(({ id, name, role, department, office, remote }) => ({
    id,
    name,
    role,
    department,
    office,
    remote,
  }));

export default function StaffDirectoryCrudGrid() {
  const [rows, setRows] = React.useState<StaffRow[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(1000);

  const handleAdd = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((current) => [
      {
        id,
        name: '',
        role: '',
        department: 'Engineering',
        office: 'Remote',
        remote: true,
        isNew: true,
      },
      ...current,
    ]);
    setRowModesModel((model) => ({
      ...model,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  };

  const handleEdit = (id: GridRowId) => () => {
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit } }));
  };

  const handleSave = (id: GridRowId) => () => {
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View } }));
  };

  const handleCancel = (id: GridRowId) => () => {
    setRowModesModel((model) => ({
      ...model,
      [id]: { mode: GridRowModes.View, ignoreModifications: true },
    }));
    // A row that was never saved disappears when its creation is cancelled.
    setRows((current) => current.filter((row) => !(row.id === id && row.isNew)));
  };

  const handleDelete = (id: GridRowId) => () => {
    setRows((current) => current.filter((row) => row.id !== id));
  };

  // Leaving the row with a click elsewhere keeps it in edit mode: only Save or Enter commit it.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: StaffRow) => {
    const saved = { ...newRow, isNew: false };
    setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<StaffRow>[] = [
    { field: 'name', headerName: 'Name', width: 170, editable: true },
    { field: 'role', headerName: 'Role', width: 200, editable: true },
    {
      field: 'department',
      headerName: 'Department',
      type: 'singleSelect',
      valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
      width: 140,
      editable: true,
    },
    { field: 'office', headerName: 'Office', width: 120, editable: true },
    { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label="Save"
              onClick={handleSave(id)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label="Cancel"
              onClick={handleCancel(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label="Edit"
            onClick={handleEdit(id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={handleDelete(id)}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={handleAdd} sx={{ mb: 1 }}>
        Add employee
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        rowModesModel: {JSON.stringify(rowModesModel)}
      </Box>
    </Box>
  );
}

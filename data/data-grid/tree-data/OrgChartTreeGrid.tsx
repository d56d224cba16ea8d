import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const byId = new Map(employees.map((employee) => [employee.id, employee]));

// The path of a person is the chain of managers above them, ending with their own name.
function reportingPath(employee: Employee): string[] {
  const path = [employee.name];
  let managerId = employee.managerId;
  while (managerId != null) {
    const manager = byId.get(managerId)!;
    path.unshift(manager.name);
    managerId = manager.managerId;
  }
  return path;
}

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function OrgChartTreeGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={employees}
        columns={columns}
        getTreeDataPath={reportingPath}
        groupingColDef={{ headerName: 'Employee', width: 260 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridGroupingColDefOverride,
  GridGroupingColDefOverrideParams,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Enrolment {
  id: number;
  student: string;
  campus: string;
  course: string;
  credits: number;
}

const enrolments: Enrolment[] = [
  { id: 1, student: 'Hana Sato', campus: 'Riverside', course: 'Data structures', credits: 6 },
  { id: 2, student: 'Omar Haddad', campus: 'Riverside', course: 'Data structures', credits: 6 },
  { id: 3, student: 'Lea Vogel', campus: 'Riverside', course: 'Organic chemistry', credits: 5 },
  { id: 4, student: 'Diego Alves', campus: 'Hilltop', course: 'Organic chemistry', credits: 5 },
  { id: 5, student: 'Nora Quinn', campus: 'Hilltop', course: 'Microeconomics', credits: 4 },
  { id: 6, student: 'Kwame Mensah', campus: 'Hilltop', course: 'Microeconomics', credits: 4 },
  { id: 7, student: 'Elif Kaya', campus: 'Harbour', course: 'Data structures', credits: 6 },
  { id: 8, student: 'Sven Larsen', campus: 'Harbour', course: 'Art history', credits: 3 },
];

const columns: GridColDef<Enrolment>[] = [
  { field: 'student', headerName: 'Student', width: 150 },
  { field: 'campus', headerName: 'Campus', width: 120 },
  { field: 'course', headerName: 'Course', width: 170 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
];

// A function: called once per grouping column, with the criteria that column shows.
const groupingColDef = ({
  fields,
}: GridGroupingColDefOverrideParams): GridGroupingColDefOverride<Enrolment> | null => {
  if (fields[0] === 'campus') {
    return { headerName: 'Campus', width: 150 };
  }
  if (fields[0] === 'course') {
    return { headerName: 'Course / student', width: 230, leafField: 'student' };
  }
  return null;
};

export default function CourseEnrolmentColumnsGrid() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['campus', 'course'] },
      columns: { columnVisibilityModel: { student: false } },
    },
  });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={enrolments}
        columns={columns}
        initialState={initialState}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}

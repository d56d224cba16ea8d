import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { budgetDepartments, budgetProgrammes } from './pieDemoData';

// One hue per department; its programmes take lighter and darker shades of it.
const departmentColors: Record<string, string> = {
  safety: '#2e7dd7',
  transport: '#e0812b',
  parks: '#2f9e63',
};
const programmeColors: Record<string, string> = {
  police: '#1f5fae',
  fire: '#6aa7ec',
  transit: '#b4621c',
  roads: '#f0a661',
  green: '#217a4b',
  sport: '#6cc597',
};

export default function BudgetTwoLevelPie() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <PieChart
        series={[
          {
            id: 'departments',
            data: budgetDepartments.map((item) => ({ ...item, color: departmentColors[item.id] })),
            outerRadius: '55%',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => `$${item.value}M`,
          },
          {
            id: 'programmes',
            data: budgetProgrammes.map(({ department: _department, ...item }) => ({
              ...item,
              color: programmeColors[item.id],
            })),
            innerRadius: '60%',
            outerRadius: '100%',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => `$${item.value}M`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}

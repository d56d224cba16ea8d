import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { surveyAnswers } from './pieDemoData';

const total = surveyAnswers.reduce((sum, item) => sum + item.value, 0);
const colors = ['#2e9d5b', '#d9a21b', '#d6493b'];

export default function NpsSurveyLabelPie() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: surveyAnswers.map((item, index) => ({
              ...item,
              color: colors[index],
              // A short name on the slice, the full one in the legend and tooltip.
              label: (location: 'tooltip' | 'legend' | 'arc') =>
                location === 'arc' ? item.label.split(' ')[0] : item.label,
            })),
            arcLabel: (item) => `${((item.value / total) * 100).toFixed(0)}%`,
            arcLabelRadius: '62%',
            valueFormatter: (item) => `${item.value} responses`,
          },
        ]}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: {
            fill: '#fff',
            fontSize: 18,
            fontWeight: 700,
          },
        }}
      />
    </Box>
  );
}

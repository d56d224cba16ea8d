import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// A website relaunch plan: start and end as days from the kick-off (Monday 2 June 2025).
const kickOff = Date.UTC(2025, 5, 2);
const tasks = [
  { task: 'Discovery', start: 0, end: 10, owner: 'Product' },
  { task: 'Content audit', start: 5, end: 19, owner: 'Content' },
  { task: 'Visual design', start: 10, end: 31, owner: 'Design' },
  { task: 'Front-end build', start: 24, end: 52, owner: 'Engineering' },
  { task: 'CMS migration', start: 31, end: 52, owner: 'Engineering' },
  { task: 'QA and fixes', start: 49, end: 63, owner: 'QA' },
  { task: 'Launch', start: 63, end: 65, owner: 'Everyone' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayToDate = (day: number) => dateFormat.format(new Date(kickOff + day * 86_400_000));

export default function WebsiteLaunchGanttBars() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <BarChart
        layout="horizontal"
        dataset={tasks.map((task) => ({ ...task, duration: task.end - task.start }))}
        yAxis={[{ scaleType: 'band', dataKey: 'task', width: 110, categoryGapRatio: 0.35 }]}
        xAxis={[{ min: 0, max: 70, tickInterval: [0, 14, 28, 42, 56, 70], valueFormatter: (day: number) => dayToDate(day) }]}
        series={[
          // An invisible first segment pushes each bar to its start day.
          { dataKey: 'start', stack: 'plan', color: 'transparent', valueFormatter: () => null },
          {
            dataKey: 'duration',
            stack: 'plan',
            label: 'Task',
            valueFormatter: (value, { dataIndex }) =>
              `${dayToDate(tasks[dataIndex].start)} → ${dayToDate(tasks[dataIndex].end)} (${value} days, ${tasks[dataIndex].owner})`,
          },
        ]}
        grid={{ vertical: true }}
        hideLegend
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { RadarChart } from '@mui/x-charts/RadarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Height and weight of 12 members of a rowing club.
const rowers = [
  [178, 74], [183, 81], [169, 66], [191, 90], [175, 72], [186, 85],
  [172, 70], [180, 79], [195, 94], [166, 61], [188, 88], [177, 76],
].map(([x, y], id) => ({ id, x, y }));

function Card(props: { title: string; href: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle2">
        <Box
          component="a"
          href={props.href}
          sx={{ color: 'inherit', textDecorationColor: 'inherit' }}
        >
          {props.title}
        </Box>
      </Typography>
      <Box sx={{ width: '100%', height: 170 }}>{props.children}</Box>
    </Paper>
  );
}

export default function ChartFamilyGallery() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        width: '100%',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      <Card title="Bar chart" href="/x/react-charts/bars/">
        <BarChart
          xAxis={[{ data: quarters, scaleType: 'band' }]}
          yAxis={[{ width: 32 }]}
          series={[{ data: [32, 41, 38, 52], label: 'Revenue ($k)' }]}
          hideLegend
          margin={8}
        />
      </Card>
      <Card title="Line chart" href="/x/react-charts/lines/">
        <LineChart
          xAxis={[{ data: ['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'], scaleType: 'point' }]}
          yAxis={[{ width: 32 }]}
          series={[{ data: [6, 11, 17, 26, 21, 10], label: 'Madrid (°C)' }]}
          hideLegend
          margin={8}
        />
      </Card>
      <Card title="Area chart" href="/x/react-charts/areas-demo/">
        <LineChart
          xAxis={[{ data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], scaleType: 'point' }]}
          yAxis={[{ width: 32 }]}
          series={[
            { data: [12, 14, 13, 15, 18, 24, 22], label: 'Web', area: true, stack: 'all', showMark: false },
            { data: [8, 9, 9, 11, 12, 19, 17], label: 'App', area: true, stack: 'all', showMark: false },
          ]}
          hideLegend
          margin={8}
        />
      </Card>
      <Card title="Pie chart" href="/x/react-charts/pie/">
        <PieChart
          series={[
            {
              innerRadius: 36,
              paddingAngle: 2,
              cornerRadius: 4,
              data: [
                { id: 0, value: 46, label: 'Android' },
                { id: 1, value: 38, label: 'iOS' },
                { id: 2, value: 16, label: 'Desktop' },
              ],
            },
          ]}
          hideLegend
          margin={8}
        />
      </Card>
      <Card title="Scatter chart" href="/x/react-charts/scatter/">
        <ScatterChart
          xAxis={[{ min: 160, max: 200 }]}
          yAxis={[{ min: 55, max: 100, width: 32 }]}
          series={[{ data: rowers, label: 'Rowers (cm, kg)' }]}
          hideLegend
          margin={8}
        />
      </Card>
      <Card title="Sparkline" href="/x/react-charts/sparkline/">
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 2, height: '100%' }}>
          <SparkLineChart data={[3, 5, 4, 7, 6, 9, 8, 11]} height={60} area curve="natural" />
          <SparkLineChart data={[6, 4, 7, 5, 8, 3, 6, 9]} height={60} plotType="bar" />
        </Box>
      </Card>
      <Card title="Gauge" href="/x/react-charts/gauge/">
        <Gauge value={72} startAngle={-110} endAngle={110} text={({ value }) => `${value}%`} />
      </Card>
      <Card title="Radar chart" href="/x/react-charts/radar/">
        <RadarChart
          radar={{ max: 10, metrics: ['Speed', 'Battery', 'Camera', 'Screen', 'Price'] }}
          series={[{ data: [8, 6, 9, 7, 5], label: 'Phone A' }]}
          hideLegend
          margin={{ top: 24, bottom: 24, left: 56, right: 56 }}
        />
      </Card>
    </Box>
  );
}

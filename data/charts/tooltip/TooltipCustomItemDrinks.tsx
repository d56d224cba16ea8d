import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  ChartsTooltipContainer,
  useItemTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';
import { drinkShare } from './tooltipData';

function DrinkCard() {
  const tooltip = useItemTooltip<'pie'>();
  if (!tooltip) {
    return null;
  }
  const drink = drinkShare[tooltip.identifier.dataIndex];
  return (
    <Paper elevation={4} sx={{ p: 1.5, borderTop: 4, borderColor: tooltip.color }}>
      <Typography variant="subtitle2" component="p">
        {tooltip.label}
      </Typography>
      <Typography variant="body2" component="p">
        {drink.cups.toLocaleString('en-US')} cups sold
      </Typography>
      <Typography variant="body2" component="p" color="text.secondary">
        {tooltip.formattedValue} of all orders
      </Typography>
    </Paper>
  );
}

function DrinkTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <DrinkCard />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomItemDrinks() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <PieChart
        series={[
          {
            data: drinkShare,
            innerRadius: 40,
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        slots={{ tooltip: DrinkTooltip }}
      />
    </Box>
  );
}

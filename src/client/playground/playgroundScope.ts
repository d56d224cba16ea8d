// Every MUI X package (and what their demos usually import) for code typed in the playground.
// This is a large chunk on purpose: it is only fetched by /playground/, after the page loads.
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as dayjs from 'dayjs';
import * as material from '@mui/material';
import * as materialStyles from '@mui/material/styles';
import * as box from '@mui/material/Box';
import * as stack from '@mui/material/Stack';
import * as typography from '@mui/material/Typography';
import * as button from '@mui/material/Button';
import * as dataGrid from '@mui/x-data-grid';
import * as dataGridPro from '@mui/x-data-grid-pro';
import * as dataGridPremium from '@mui/x-data-grid-premium';
import * as dataGridGenerator from '@mui/x-data-grid-generator';
import * as datePickers from '@mui/x-date-pickers';
import * as datePickersPro from '@mui/x-date-pickers-pro';
import * as adapterDayjs from '@mui/x-date-pickers/AdapterDayjs';
import * as localizationProvider from '@mui/x-date-pickers/LocalizationProvider';
import * as datePicker from '@mui/x-date-pickers/DatePicker';
import * as charts from '@mui/x-charts';
import * as chartsPro from '@mui/x-charts-pro';
import * as treeView from '@mui/x-tree-view';
import * as treeViewPro from '@mui/x-tree-view-pro';
import * as demoData from '@docs/demo-data';
import type { ModuleScope } from '../demos/live/compileDemo';
import '../demos/license';

// Plain objects marked as ES modules, so `import X from` finds `default`.
const asModule = (namespace: object) => ({ __esModule: true, ...namespace });

const scope: ModuleScope = {
  react: asModule(react),
  'react/jsx-runtime': asModule(jsxRuntime),
  dayjs: asModule(dayjs),
  '@mui/material': asModule(material),
  '@mui/material/styles': asModule(materialStyles),
  '@mui/material/Box': asModule(box),
  '@mui/material/Stack': asModule(stack),
  '@mui/material/Typography': asModule(typography),
  '@mui/material/Button': asModule(button),
  '@mui/x-data-grid': asModule(dataGrid),
  '@mui/x-data-grid-pro': asModule(dataGridPro),
  '@mui/x-data-grid-premium': asModule(dataGridPremium),
  '@mui/x-data-grid-generator': asModule(dataGridGenerator),
  '@mui/x-date-pickers': asModule(datePickers),
  '@mui/x-date-pickers-pro': asModule(datePickersPro),
  '@mui/x-date-pickers/AdapterDayjs': asModule(adapterDayjs),
  '@mui/x-date-pickers/LocalizationProvider': asModule(localizationProvider),
  '@mui/x-date-pickers/DatePicker': asModule(datePicker),
  '@mui/x-charts': asModule(charts),
  '@mui/x-charts-pro': asModule(chartsPro),
  '@mui/x-tree-view': asModule(treeView),
  '@mui/x-tree-view-pro': asModule(treeViewPro),
  // The rows the docs demos share, so a demo pasted from a page runs here too.
  '@docs/demo-data': asModule(demoData),
};

export default scope;

import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import CodeIcon from '@mui/icons-material/Code';
import ImageIcon from '@mui/icons-material/Image';
import DescriptionIcon from '@mui/icons-material/Description';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridColDef,
  GridGroupingColDefOverride,
  GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import { projectFiles, type ProjectFile } from './projectFiles';

const kindIcon: Record<ProjectFile['kind'], typeof CodeIcon> = {
  folder: FolderIcon,
  code: CodeIcon,
  image: ImageIcon,
  document: DescriptionIcon,
  config: SettingsIcon,
};

const kindLabel: Record<ProjectFile['kind'], string> = {
  folder: 'Folder',
  code: 'Source code',
  image: 'Image',
  document: 'Document',
  config: 'Configuration',
};

function formatSize(bytes: number) {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  const kb = bytes / 1024;
  return kb < 1024 ? `${kb.toFixed(1)} KB` : `${(kb / 1024).toFixed(1)} MB`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function NameCell(props: GridRenderCellParams<ProjectFile>) {
  const { id, row, rowNode } = props;
  const apiRef = useGridApiContext();
  const theme = useTheme();
  const isFolder = rowNode.type === 'group';
  const open = isFolder && rowNode.childrenExpanded;
  const Icon = open ? FolderOpenIcon : kindIcon[row.kind];
  const Chevron = open ? ExpandMoreIcon : ChevronRightIcon;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', pl: rowNode.depth * 2.5, minWidth: 0 }}>
      <Box sx={{ width: 30, flexShrink: 0 }}>
        {isFolder && (
          <IconButton
            size="small"
            aria-label={`${open ? 'Close' : 'Open'} folder ${row.name}`}
            onClick={(event) => {
              event.stopPropagation();
              apiRef.current.setRowChildrenExpansion(id, !open);
            }}
          >
            <Chevron
              fontSize="small"
              sx={{ transform: !open && theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }}
            />
          </IconButton>
        )}
      </Box>
      <Icon fontSize="small" sx={{ color: isFolder ? 'warning.main' : 'action.active', flexShrink: 0 }} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {row.name}
      </Box>
    </Box>
  );
}

// Folders before files, then by name, whatever the direction of the sort.
const groupingColDef: GridGroupingColDefOverride<ProjectFile> = {
  headerName: 'Name',
  flex: 1,
  minWidth: 220,
  sortable: true,
  filterable: true,
  renderCell: (params) => <NameCell {...params} />,
  valueGetter: (value, row) => row.name,
  getSortComparator: (direction) => (_a, _b, paramA, paramB) => {
    const a = paramA.api.getRow(paramA.id) as ProjectFile;
    const b = paramB.api.getRow(paramB.id) as ProjectFile;
    const foldersFirst = Number(b.kind === 'folder') - Number(a.kind === 'folder');
    if (foldersFirst !== 0) {
      return foldersFirst;
    }
    return (direction === 'desc' ? -1 : 1) * a.name.localeCompare(b.name);
  },
};

const columns: GridColDef<ProjectFile>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => formatSize(value),
  },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 115,
    valueFormatter: (value: ProjectFile['kind']) => kindLabel[value],
  },
  {
    field: 'fileCount',
    headerName: 'Files',
    type: 'number',
    width: 70,
    valueFormatter: (value: number, row) => (row.kind === 'folder' ? value : ''),
  },
  {
    field: 'modified',
    headerName: 'Modified',
    type: 'date',
    width: 115,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
];

export default function ProjectFileExplorerGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        treeData
        rows={projectFiles}
        columns={columns}
        getTreeDataPath={(row) => row.id.split('/')}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
        }}
        density="compact"
        showToolbar
        hideFooter
      />
    </Box>
  );
}

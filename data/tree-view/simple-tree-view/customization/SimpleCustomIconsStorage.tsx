import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomIconsStorage() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 380 }}>
      <SimpleTreeView
        aria-label="Cloud drive"
        defaultExpandedItems={['contracts']}
        slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon, endIcon: InsertDriveFileOutlinedIcon }}
        slotProps={{ expandIcon: { color: 'primary' }, collapseIcon: { color: 'primary' } }}
      >
        <TreeItem itemId="contracts" label="Contracts">
          <TreeItem itemId="contracts-acme" label="Acme supply agreement.pdf" />
          <TreeItem itemId="contracts-lease" label="Office lease 2025.pdf" />
          <TreeItem itemId="contracts-nda" label="Standard NDA.docx" slots={{ icon: StarIcon }} slotProps={{ icon: { color: 'warning' } }} />
        </TreeItem>
        <TreeItem itemId="budgets" label="Budgets">
          <TreeItem itemId="budgets-2025" label="Budget 2025.xlsx" />
        </TreeItem>
        <TreeItem itemId="logo" label="Company logo.svg" />
      </SimpleTreeView>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import LabelIcon from '@mui/icons-material/Label';
import ReportIcon from '@mui/icons-material/Report';
import DeleteIcon from '@mui/icons-material/Delete';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

const MailTreeItemRoot = styled(TreeItem)(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${treeItemClasses.content}`]: {
    borderRadius: '0 999px 999px 0',
    paddingRight: theme.spacing(2),
    '&[data-selected], &[data-selected][data-focused], &[data-selected]:hover': {
      backgroundColor: (theme.vars || theme).palette.action.selected,
      color: (theme.vars || theme).palette.text.primary,
      fontWeight: theme.typography.fontWeightBold,
    },
  },
  [`& .${treeItemClasses.label}`]: {
    fontWeight: 'inherit',
    color: 'inherit',
  },
}));

interface MailTreeItemProps extends Omit<TreeItemProps, 'label'> {
  label: string;
  icon: typeof SvgIcon;
  iconColor?: 'inherit' | 'primary' | 'success' | 'warning' | 'error' | 'info';
  count?: number;
}

const MailTreeItem = React.forwardRef<HTMLLIElement, MailTreeItemProps>(function MailTreeItem(props, ref) {
  const { label, icon: Icon, iconColor = 'inherit', count, ...other } = props;
  return (
    <MailTreeItemRoot
      ref={ref}
      {...other}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.25 }}>
          <Icon color={iconColor} fontSize="small" />
          <Typography variant="body2" component="span" sx={{ fontWeight: 'inherit', flexGrow: 1 }}>
            {label}
          </Typography>
          {count ? (
            <Typography variant="caption" component="span" sx={{ fontWeight: 'inherit' }}>
              {count}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function SimpleCustomGmailClone() {
  return (
    <Box sx={{ minHeight: 360, maxWidth: 300 }}>
      <SimpleTreeView aria-label="Mail" defaultExpandedItems={['labels']} defaultSelectedItems="inbox">
        <MailTreeItem itemId="inbox" label="Inbox" icon={InboxIcon} count={128} />
        <MailTreeItem itemId="starred" label="Starred" icon={StarIcon} iconColor="warning" count={6} />
        <MailTreeItem itemId="sent" label="Sent" icon={SendIcon} />
        <MailTreeItem itemId="drafts" label="Drafts" icon={DraftsIcon} count={3} />
        <MailTreeItem itemId="labels" label="Labels" icon={LabelIcon}>
          <MailTreeItem itemId="label-receipts" label="Receipts" icon={LabelIcon} iconColor="success" count={14} />
          <MailTreeItem itemId="label-travel" label="Travel" icon={LabelIcon} iconColor="info" />
          <MailTreeItem itemId="label-family" label="Family" icon={LabelIcon} iconColor="error" count={2} />
        </MailTreeItem>
        <MailTreeItem itemId="spam" label="Spam" icon={ReportIcon} />
        <MailTreeItem itemId="bin" label="Bin" icon={DeleteIcon} />
      </SimpleTreeView>
    </Box>
  );
}

import type { MuiPage } from '../../src/shared/nav/navTypes';
import { toApiPages } from '../../src/shared/nav/apiRoutes';
import { datePickersComponents } from '../../src/shared/site/apiPageLists';

export const datePickersSection: MuiPage = {
  pathname: '/x/react-date-pickers-group',
  title: 'Date and Time Pickers',
  children: [
    { pathname: '/x/react-date-pickers', title: 'Overview' },
    { pathname: '/x/react-date-pickers/quickstart', title: 'Quickstart' },
    { pathname: '/x/react-date-pickers/base-concepts' },
    {
      pathname: '/x/react-date-pickers-components',
      children: [
        {
          pathname: '/x/react-date-pickers/date-pickers',
          title: 'Date components',
          children: [
            { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
            { pathname: '/x/react-date-pickers/date-field', title: 'Date Field' },
            { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/time-pickers',
          title: 'Time components',
          children: [
            { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
            { pathname: '/x/react-date-pickers/time-field', title: 'Time Field' },
            { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
            { pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-time-pickers',
          title: 'Date Time components',
          children: [
            { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
            { pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-range-pickers',
          title: 'Date Range components',
          children: [
            { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' },
            { pathname: '/x/react-date-pickers/date-range-field', title: 'Date Range Field' },
            {
              pathname: '/x/react-date-pickers/date-range-calendar',
              title: 'Date Range Calendar',
            },
          ],
          plan: 'pro',
        },
        {
          pathname: '/x/react-date-pickers/time-range-pickers',
          title: 'Time Range components',
          children: [
            {
              pathname: '/x/react-date-pickers/time-range-picker',
              title: 'Time Range Picker',
              newFeature: true,
            },
            { pathname: '/x/react-date-pickers/time-range-field', title: 'Time Range Field' },
          ],
          plan: 'pro',
        },
        {
          pathname: '/x/react-date-pickers/date-time-range-pickers',
          title: 'Date Time Range components',
          children: [
            {
              pathname: '/x/react-date-pickers/date-time-range-picker',
              title: 'Date Time Range Picker',
            },
            {
              pathname: '/x/react-date-pickers/date-time-range-field',
              title: 'Date Time Range Field',
            },
          ],
          plan: 'pro',
        },
        { pathname: '/x/react-date-pickers/fields', title: 'Field components' },
      ],
      subheader: 'Components',
    },
    {
      pathname: '/x/react-date-pickers/main-features',
      children: [
        { pathname: '/x/react-date-pickers/validation' },
        { pathname: '/x/react-date-pickers/lifecycle', title: 'Components lifecycle' },
        { pathname: '/x/react-date-pickers/shortcuts' },
        { pathname: '/x/react-date-pickers/accessibility' },
      ],
      subheader: 'Main features',
    },
    {
      pathname: '/x/react-date-pickers/localization-group',
      children: [
        { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
        {
          pathname: '/x/react-date-pickers/adapters-locale',
          title: 'Date format and localization',
        },
        { pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezones' },
        { pathname: '/x/react-date-pickers/calendar-systems' },
      ],
      subheader: 'Localization',
    },
    {
      pathname: '/x/react-date-pickers/customization-group',
      children: [
        { pathname: '/x/react-date-pickers/custom-components', title: 'Custom subcomponents' },
        { pathname: '/x/react-date-pickers/custom-layout' },
        { pathname: '/x/react-date-pickers/custom-field' },
        { pathname: '/x/react-date-pickers/custom-opening-button' },
        { pathname: '/x/react-date-pickers/playground', title: 'Customization playground' },
      ],
      subheader: 'Customization',
    },
    {
      pathname: '/x/api/picker-resources',
      children: [
        {
          pathname: '/x/api/date-pickers-group',
          title: 'API reference',
          children: [
            { pathname: '/x/api/date-pickers', title: 'Index' },
            ...toApiPages('date-pickers', datePickersComponents),
          ],
        },
      ],
      subheader: 'Resources',
    },
  ],
};
